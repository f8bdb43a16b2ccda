import type { Catalogue } from '../../platform/i18n/catalogue';
import type { chatbotPhraseMessages } from './chatbot-phrases.messages';

const es: Catalogue<typeof chatbotPhraseMessages> = {
  fromFile: 'Fuente: su solicitud',
  signInForDate: 'Inicie sesión y pregúnteme de nuevo para ver la fecha prevista de su propia solicitud.',
  signInForConditions: 'Inicie sesión y pregúnteme de nuevo para ver qué nos falta de usted.',
  signInForStatus: 'Inicie sesión y pregúnteme de nuevo para ver en qué etapa está su propia solicitud.',
  signInForOffer: 'Inicie sesión y pregúnteme de nuevo para ver las cifras de la oferta que eligió.',
  fundingExpected: 'Sus fondos se esperan para el {date}, como muestra el panel de progreso de su solicitud.',
  fundingNext: 'Siguiente: {step}, previsto para el {date}.',
  fundingSent: 'Sus fondos se enviaron el {date}.',
  fundingClosed: 'Su solicitud está cerrada, así que no se espera un desembolso.',
  signerNoFunding: 'La fecha prevista de desembolso es para que la vea el prestatario.',
  conditionsOpen: 'Todavía necesitamos {count} cosa(s) de usted:',
  conditionRejected: '(ya la envió y no se aceptó: {reason})',
  conditionNoComment: 'una solicitud en su expediente',
  conditionsAnswerThere: 'Responda cada una en Condiciones, en su solicitud.',
  conditionsInReview: 'Estamos revisando {count} respuesta(s) que envió.',
  conditionsNone: 'Por ahora no necesitamos nada de usted: su solicitud no tiene solicitudes pendientes.',
  stageAt: 'Su solicitud está en el paso {step} de {steps}: {name}.',
  stageDone: 'Su solicitud terminó: {name}.',
  stageClosed: 'Su solicitud está cerrada.',
  stageSigned: 'sus documentos están firmados y notarizados; corre el derecho a cancelar y luego se envían sus fondos',
  stageFunded: 'su línea está desembolsada y abierta; puede retirar de ella en su panel',
  waitingOnUs: 'Estamos trabajando en ella; esto suele tardar {wait}.',
  waitingOnYou: 'Está esperando por usted: abra su solicitud para continuar.',
  waitUnderAMinute: 'menos de un minuto',
  waitMinutes: 'unos minutos',
  waitUnderADay: 'menos de un día hábil',
  waitDays: 'hasta {days} día(s) hábil(es)',
  offerNone: 'Todavía no eligió una oferta: sus ofertas están en la pantalla Elegir oferta.',
  offerFigures:
    'Su oferta: una línea de {line}, un primer retiro de {draw}, una tasa {type} de {rate} a {term} años, {payment} al mes.',
  signerNoOffer: 'La oferta y sus cifras son para que las vea el prestatario.',
  handoffAway:
    'Nuestro equipo no está disponible en este momento. Déjenos su número y le llamaremos en horario de atención; lo que preguntó aquí va con su solicitud.',
  handoffBusy:
    'Ningún agente puede atender un chat en este momento. Déjenos su número y le llamaremos hoy, en nuestro horario; lo que preguntó aquí va con su solicitud.',
  handoffOffer:
    'Claro. Elija “Chatear con una persona” y el siguiente agente disponible se une, con lo que ya preguntó.',
  fixed: 'fija',
  variable: 'variable',
};
export default es;
