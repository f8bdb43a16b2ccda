import type { Lexicon } from './question-lexicon';
import type { ENGLISH_LEXICON } from './question-lexicon.content';

/*
 * The chatbot's lexicon in Spanish, written without accents: its own stop words and phrases, and a group of words for
 * every group of question-lexicon.content.ts, by the same key (a group of one word brings nothing together).
 */
export const SPANISH_LEXICON: Lexicon<keyof typeof ENGLISH_LEXICON.synonyms> = {
  stopWords: `
    el la los las lo un una unos unas de del al a y e o u que en con por para como cual cuales cuando cuanto cuanta
    cuantos cuantas donde es son esta estan este estos estas eso esa ser hay mi mis me su sus tu tus te yo le les se si
    no mas muy pero porque sobre hola gracias favor quiero puedo puede pueden tengo tiene hacer hago hace ya algo
    usted ustedes nos nuestro nuestra qué cómo cuál cuándo dónde ahi aqui alla ok oye buenas buenos dias tardes noches
    saber decir dime digame necesito van voy va dan da dar ser sera estoy quien quienes pasa pasar sabe saben
    significa tienen tenemos todo toda hoy configuro configurar configuran activo activar ofrecen ofrece ofrecer
    ofrecemos manejan`,
  phrases: [
    [' antes de tiempo ', ' anticipado '],
    [' por adelantado ', ' adelantado '],
    [' echarme para atras ', ' cancelar '],
    [' echarse atras ', ' cancelar '],
    [' cambiar de opinion ', ' cancelar '],
    [' cambie de opinion ', ' cancelar '],
    [' de verdad ', ' '],
    [' en persona ', ' enpersona '],
    [' cara a cara ', ' enpersona '],
    [' pago automatico ', ' autopago '],
    [' pagos automaticos ', ' autopago '],
    [' licencia de manejo ', ' identificacion '],
    [' licencia de conducir ', ' identificacion '],
    [' periodo de retiro ', ' periodoretiro '],
    [' costos de cierre ', ' cargos '],
    [' estado de cuenta ', ' estadocuenta '],
    [' seguro social ', ' segurosocial '],
    [' documentos de cierre ', ' documentoscierre '],
    [' necesitan de mi ', ' faltadeusted '],
    [' mas necesitan ', ' faltadeusted '],
    [' me falta ', ' faltadeusted '],
    [' les falta ', ' faltadeusted '],
    [' empiezo a pagar ', ' primerpago '],
    [' empezar a pagar ', ' primerpago '],
    [' primer pago ', ' primerpago '],
    [' a la venta ', ' alaventa '],
    [' estado civil ', ' estadocivil '],
    [' casado ', ' estadocivil '],
    [' casada ', ' estadocivil '],
    [' inicio sesion ', ' iniciosesion '],
    [' que sigue ', ' siguientepaso '],
    [' que viene despues ', ' siguientepaso '],
    [' siguiente paso ', ' siguientepaso '],
    [' pagar mas ', ' anticipado '],
    [' abonar mas ', ' anticipado '],
    [' abonar a capital ', ' anticipado '],
    [' abono a capital ', ' anticipado '],
    [' licencia de manejar ', ' identificacion '],
    [' mas tarde ', ' '],
  ],
  synonyms: {
    funds: 'fondo fondos dinero efectivo desembolso desembolsan desembolsar deposito',
    home: 'vivienda casa hogar propiedad',
    fees: 'cargo cargos comision comisiones costo costos cuota',
    cosigners: 'cofirmante copropietario firmante firmantes cofirmantes',
    spouse: 'conyuge esposa esposo pareja marido',
    appraisal: 'avaluo valuacion tasacion valuar tasador',
    cancel: 'cancelar cancelacion rescindir rescision deshacer',
    payoff: 'anticipado adelantado liquidar',
    notary: 'notario notarizar notarizacion',
    identification: 'identificacion pasaporte licencia',
    declined: 'rechazo negaron denegada negada',
    maximum: 'maximo mayor grande',
    minimum: 'minimo menor pequeno chico',
    steps: 'paso pasos etapa etapas fase',
    appointment: 'cita programar reservar agendar',
    video: 'videollamada video camara',
    calculate: 'calcular calculan calculo',
    draws: 'retiro retiros retirar sacar',
    borrow: 'prestar prestan presten',
    spanish: 'espanol espanola',
    person: 'persona humano agente representante alguien',
    phone: 'telefono llamar llamada llamen',
    autopay: 'autopago automaticamente automatico',
    conditions: 'condicion condiciones',
    payments: 'pago pagos mensualidad abono abonos',
    secure: 'seguridad proteger protegen protegida cifrado',
    scam: 'estafa fraude fraudulento sospechoso falso',
    upload: 'subir adjuntar',
    qualify: 'calificar califico califica elegible requisitos',
  },
};
