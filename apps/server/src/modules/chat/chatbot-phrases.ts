import type { Language } from '@heloc/domain';

/*
 * The chatbot's own sentences when it answers from a borrower's file or hands the chat to a person
 * (docs/product/chat.md §3), in English and Spanish (docs/i18n.md), all in this one table so they can move to a
 * message catalogue as they are. Articles are the lender's content, not these. `{name}` marks a value.
 */

export const CHATBOT_PHRASES = {
  en: {
    fromFile: 'From: your application',
    signInForDate: 'Sign in and ask me again to see the date expected for your own application.',
    signInForConditions: 'Sign in and ask me again to see what we still need from you.',
    signInForStatus: 'Sign in and ask me again to see where your own application stands.',
    signInForOffer: 'Sign in and ask me again to see the figures of the offer you chose.',
    fundingExpected: 'Your funds are expected by {date}, as the progress panel of your application shows.',
    fundingNext: 'Next: {step}, expected {date}.',
    fundingSent: 'Your funds were sent on {date}.',
    fundingClosed: 'Your application is closed, so no funding is expected.',
    signerNoFunding: 'The expected funding date is for the borrower to see.',
    conditionsOpen: 'We still need {count} thing(s) from you:',
    conditionRejected: '(sent before, and not accepted: {reason})',
    conditionNoComment: 'a request in your application',
    conditionsAnswerThere: 'Answer each one under Conditions in your application.',
    conditionsInReview: 'We are reviewing {count} answer(s) you sent.',
    conditionsNone: 'We don’t need anything from you right now: there is no open request on your application.',
    stageAt: 'Your application is at step {step} of {steps}: {name}.',
    stageDone: 'Your application is finished: {name}.',
    stageClosed: 'Your application is closed.',
    stageSigned: 'your documents are signed and notarized; the right to cancel runs, then your funds are sent',
    stageFunded: 'your line is funded and open; you can draw from it on your dashboard',
    waitingOnUs: 'We are working on it now; this usually takes {wait}.',
    waitingOnYou: 'It is waiting for you: open your application to continue.',
    waitUnderAMinute: 'less than a minute',
    waitMinutes: 'a few minutes',
    waitUnderADay: 'less than a business day',
    waitDays: 'up to {days} business day(s)',
    offerNone: 'You have not chosen an offer yet: your offers are on the Select Offer screen.',
    offerFigures:
      'Your offer: a line of {line}, a first draw of {draw}, a {type} rate of {rate} over {term} years, {payment} a month.',
    signerNoOffer: 'The offer and its figures are for the borrower to see.',
    handoffAway:
      'Our team is away right now. Leave your number and we’ll call you back during business hours; what you asked here goes with it.',
    handoffOffer:
      'Of course. Choose “Chat with a person” and the next available agent joins, with what you asked so far.',
    fixed: 'fixed',
    variable: 'variable',
  },
  es: {
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
    stageSigned:
      'sus documentos están firmados y notarizados; corre el derecho a cancelar y luego se envían sus fondos',
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
    handoffOffer:
      'Claro. Elija “Chatear con una persona” y el siguiente agente disponible se une, con lo que ya preguntó.',
    fixed: 'fija',
    variable: 'variable',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The application's steps as its progress bar names them (docs/product/application-area.md §2.5). */
export const STEP_NAMES: Record<Language, { steps: readonly string[]; eNotary: string; manualNotary: string }> = {
  en: {
    steps: [
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
    ],
    eNotary: 'Talk to eNotary',
    manualNotary: 'Schedule Notary Session',
  },
  es: {
    steps: [
      'Información básica',
      'Elegir oferta',
      'Más información',
      'Vincular fuentes de ingresos',
      'Verificar identidad',
      'Firmar documentos',
    ],
    eNotary: 'Hablar con el notario electrónico',
    manualNotary: 'Programar la sesión con el notario',
  },
};

export type ChatbotPhrase = keyof (typeof CHATBOT_PHRASES)['en'];

/** A phrase in a language, its `{name}` marks replaced. */
export const phraseIn =
  (language: Language) =>
  (key: ChatbotPhrase, values: Record<string, string | number> = {}): string =>
    CHATBOT_PHRASES[language][key].replace(/\{(\w+)\}/g, (mark, name: string) => String(values[name] ?? mark));
