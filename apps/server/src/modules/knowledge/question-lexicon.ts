import type { Language } from '@heloc/domain';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';

/*
 * The chatbot's lexicon (docs/product/chat.md §3), written without accents as words are compared: the words that say
 * nothing of a subject, the phrases that mean one thing, and the words borrowers use for the same thing. Its own
 * vocabulary of this product in English and Spanish; any article's words are matched whether or not they are here.
 */

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: words(`
    a about after again all also am an and any are as at be been before being but by can could did do does doing
    for from had has have having he her here hers him his how i if in into is it its just me more most my myself no
    nor not of off on once only or other our out over own same she should so some such than that the their them then
    there these they this those through to too under until up very was we were what whats when where which while who
    whom why will with would you your yours hi hello hey please thanks thank ok okay s t im ive id dont cant get got
    tell know want wanna like there much many way ever still happen happens happened going go goes take takes took
    make makes use using find work works instead whole thing things figure would set setup need needs
    needed`),
  es: words(`
    el la los las lo un una unos unas de del al a y e o u que en con por para como cual cuales cuando cuanto cuanta
    cuantos cuantas donde es son esta estan este estos estas eso esa ser hay mi mis me su sus tu tus te yo le les se si
    no mas muy pero porque sobre hola gracias favor quiero puedo puede pueden tengo tiene hacer hago hace ya algo
    usted ustedes nos nuestro nuestra qué cómo cuál cuándo dónde ahi aqui alla ok oye buenas buenos dias tardes noches
    saber decir dime digame necesito van voy va dan da dar ser sera estoy quien quienes pasa pasar sabe saben
    significa tienen tenemos todo toda hoy configuro configurar configuran activo activar`),
};

/** Phrases read as one word (with the spaces around them, so only whole words match). */
export const PHRASES: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: [
    [' pay it off ', ' payoff '],
    [' pay off ', ' payoff '],
    [' paying off ', ' payoff '],
    [' pay everything back ', ' payoff '],
    [' back out ', ' cancel '],
    [' change my mind ', ' cancel '],
    [' changed my mind ', ' cancel '],
    [' real person ', ' person '],
    [' in person ', ' inperson '],
    [' face to face ', ' inperson '],
    [' co owner ', ' coowner '],
    [' co signer ', ' cosigner '],
    [' e sign ', ' esign '],
    [' e notary ', ' enotary '],
    [' auto pay ', ' autopay '],
    [' automatic payments ', ' autopay '],
    [' automatic payment ', ' autopay '],
    [' drivers license ', ' identification '],
    [' driver license ', ' identification '],
    [' draw period ', ' drawperiod '],
    [' closing costs ', ' fees '],
    [' credit score ', ' creditscore '],
    [' closing documents ', ' closingdocuments '],
    [' need from me ', ' stillneed '],
    [' still need ', ' stillneed '],
    [' do you need ', ' stillneed '],
    [' you need ', ' stillneed '],
    [' start paying ', ' firstpayment '],
    [' first payment ', ' firstpayment '],
    [' marital status ', ' maritalstatus '],
    [' married ', ' maritalstatus '],
    [' signed in ', ' signedin '],
    [' sign in ', ' signedin '],
    [' signing in ', ' signedin '],
    [' what happens next ', ' nextstep '],
    [' what comes next ', ' nextstep '],
    [' what s next ', ' nextstep '],
    [' next step ', ' nextstep '],
    [' pay extra ', ' prepay '],
    [' pay more ', ' prepay '],
  ],
  es: [
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
  ],
};

/**
 * Words for the same thing, each group read as its first word. Kept to the product's subjects: a synonym
 * added here makes a question about something else match more, so each group is a word the articles use.
 */
const GROUPS: Record<Language, readonly string[]> = {
  en: [
    'fund funds funding funded money cash deposit disbursement',
    'home house property',
    'fee fees charge charges cost costs',
    'cosigner coowner cosigners signer signers',
    'spouse wife husband partner',
    'appraisal appraise appraiser valuation worth',
    'cancel cancellation rescind rescission undo',
    'payoff prepay prepayment',
    'notary notarize notarization enotary',
    'identification id passport license',
    'declined denied decline',
    'maximum max biggest largest most highest',
    'minimum min smallest least lowest',
    'step steps stage stages phase',
    'appointment schedule book booking',
    'video webcam',
    'calculate calculated calculation compute',
    'draw withdraw withdrawal',
    'borrow borrowing',
    'spanish espanol',
    'person human agent representative',
    'phone call callback',
    'autopay automatically automatic',
    'condition conditions',
    'payment payments pay paying',
  ],
  es: [
    'fondo fondos dinero efectivo desembolso desembolsan desembolsar deposito',
    'vivienda casa hogar propiedad',
    'cargo cargos comision comisiones costo costos cuota',
    'cofirmante copropietario firmante firmantes cofirmantes',
    'conyuge esposa esposo pareja marido',
    'avaluo valuacion tasacion valuar tasador',
    'cancelar cancelacion rescindir rescision deshacer',
    'anticipado adelantado liquidar',
    'notario notarizar notarizacion',
    'identificacion pasaporte licencia',
    'rechazo negaron denegada negada',
    'maximo mayor grande',
    'minimo menor pequeno chico',
    'paso pasos etapa etapas fase',
    'cita programar reservar agendar',
    'videollamada video camara',
    'calcular calculan calculo',
    'retiro retiros retirar sacar',
    'espanol espanola',
    'persona humano agente representante',
    'telefono llamar llamada llamen',
    'autopago automaticamente automatico',
    'condicion condiciones',
  ],
};

const STEMMERS: Record<Language, (word: string) => string> = { en: englishStem, es: spanishStem };

const synonymsOf = (language: Language): ReadonlyMap<string, string> => {
  const map = new Map<string, string>();
  for (const group of GROUPS[language]) {
    const [first, ...others] = group.split(' ').map(STEMMERS[language]);
    for (const stem of others) map.set(stem, first as string);
  }
  return map;
};

/** Stem → the stem its group is read as. */
export const SYNONYMS: Record<Language, ReadonlyMap<string, string>> = { en: synonymsOf('en'), es: synonymsOf('es') };
