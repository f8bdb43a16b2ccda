import type { DefaultArticle } from './default-articles';

/**
 * The chatbot's first articles in Spanish (docs/i18n.md), one for each English article, the same figures and steps
 * (the step names are those the Spanish screens show). Keyed by the English article's slug, so a missing translation
 * fails the type check; written with the slug `<slug>-es` and the language 'es'.
 */
export type DefaultArticleSlug =
  | 'rates-and-fees'
  | 'how-much-you-can-borrow'
  | 'draws'
  | 'application-steps'
  | 'documents'
  | 'credit-checks'
  | 'notary'
  | 'right-to-cancel'
  | 'funding-times'
  | 'home-value'
  | 'eligibility'
  | 'data-security';

export const SPANISH_ARTICLES: Readonly<Record<DefaultArticleSlug, Omit<DefaultArticle, 'slug'>>> = {
  'rates-and-fees': {
    title: 'Tasas y cargos',
    keywords:
      'APR TAE tasa tasas interés costo costos cargo cargos comisión comisiones originación apertura valuación avalúo tasación notarización registro impuesto impuestos cierre precio',
    body:
      'La tasa de porcentaje anual (APR) de una línea está entre 7.60% y 17.20%, según su oferta. La comisión de originación es de hasta 4.99% de la línea y se suma a su retiro. ' +
      'Una valuación de la vivienda cuesta $180 cuando no hay una valuación automatizada disponible. Un notario en persona (notarización manual) cuesta $300. ' +
      'Los cargos de registro van de $0 a $315, y los impuestos de registro de $0 a $1,400 por cada $100,000, según dónde esté la vivienda. ' +
      'Su oferta muestra las cifras exactas antes de que la elija.',
  },
  'how-much-you-can-borrow': {
    title: 'Cuánto puede pedir prestado',
    keywords:
      'monto cantidad límite máximo mínimo préstamo tamaño línea crédito mayor menor capital plusvalía calificar',
    body:
      'Una línea es de entre $15,000 y $400,000. El monto que se le ofrece depende del valor de su vivienda, de lo que aún debe sobre ella, de su crédito y de sus ingresos. ' +
      'Después de consultar su tasa, verá sus ofertas y elegirá el monto que le convenga.',
  },
  draws: {
    title: 'Retiros',
    keywords: 'retiro retiros retirar disponer sacar dinero pedir más adicional segundo prima margen tasa variable',
    body:
      'Su retiro inicial es el monto que elige con su oferta y se le paga al momento del desembolso (la comisión de originación se suma a él). ' +
      'Más adelante puede hacer retiros adicionales de su línea; tienen una tasa variable: la tasa preferencial (prime) más un margen.',
  },
  'application-steps': {
    title: 'Los pasos de la solicitud',
    keywords: 'proceso pasos etapas cómo funciona qué sigue después progreso plazos empezar comenzar',
    body:
      'La solicitud tiene siete pasos: Información básica, Elegir oferta, Más información, Vincular fuentes de ingresos, Verificar identidad, Firmar documentos ' +
      'y, por último, Hablar con el notario electrónico (o Programar la sesión con el notario cuando su cierre se firma en persona). ' +
      'En el camino podemos valuar su vivienda, pedirle que configure su cuenta bancaria y pedirle documentos. Después del notario corre el derecho a cancelar y luego se desembolsa su línea.',
  },
  documents: {
    title: 'Documentos que podemos pedirle',
    keywords:
      'documentos subir cargar papeles talón talones pago nómina estado cuenta bancario carta banco certificado fideicomiso escritura hipoteca comprobante prueba identificación condiciones',
    body:
      'Solo le pedimos lo que su expediente necesita, que aparece como condiciones en su solicitud. Puede ser un estado de cuenta o una carta del banco, talones de pago, ' +
      'un certificado de fideicomiso, el estado de cuenta de su hipoteca o su escritura, un comprobante de una transferencia de propiedad, un comprobante de que otra solicitud se canceló ' +
      'o una foto nueva de su identificación. Suba cada uno en la pantalla de su condición; lo revisamos y le avisamos si se necesita algo más.',
  },
  'credit-checks': {
    title: 'Consultas de crédito',
    keywords: 'consulta crédito revisión puntaje puntuación blanda dura buró reporte informe afecta perjudica',
    body:
      'Consultar su tasa usa una consulta de crédito blanda, que no afecta su puntaje de crédito. ' +
      'Cuando envía su solicitud hacemos una consulta de crédito dura, que puede aparecer en su reporte de crédito.',
  },
  notary: {
    title: 'El notario',
    keywords:
      'notario notarización notario electrónico en línea remoto en persona cita firmar cierre sello identificación preguntas',
    body:
      'Sus documentos de cierre se firman ante un notario. Donde su estado y su condado lo permiten, se reúne en línea con un notario electrónico: ' +
      'el notario revisa su identificación, le hace algunas preguntas a partir de registros públicos, y usted firma y recibe el sello en la misma sesión. ' +
      'Donde se necesita un notario en persona, programa una cita para todas las personas que figuran en el título; cuesta $300 y se le paga al notario en la cita.',
  },
  'right-to-cancel': {
    title: 'El derecho a cancelar',
    keywords:
      'cancelar cancelación rescindir rescisión cambiar de opinión arrepentirse echarse atrás después de firmar tres días',
    body:
      'Después de firmar sus documentos de cierre tiene tres días hábiles para cancelar, sin ningún costo. ' +
      'Para este derecho cuentan todos los días excepto los domingos y los feriados federales. Su línea se desembolsa solo cuando el derecho a cancelar ha terminado.',
  },
  'funding-times': {
    title: 'Plazos de desembolso',
    keywords: 'desembolso fondos dinero recibir cobrar depósito transferencia cuándo cuánto tarda días esperar',
    body:
      'El desembolso tarda unos cinco días hábiles. Su dinero se envía a la cuenta bancaria que configuró, una vez que ha terminado el derecho a cancelar ' +
      '(tres días hábiles después de la firma).',
  },
  'home-value': {
    title: 'Valor de la vivienda',
    keywords:
      'valor vivienda casa valuación avalúo tasación tasador cuánto vale estimado AVM automatizada inspección propiedad',
    body:
      'Valuamos su vivienda para decidir cuánto puede pedir prestado. La mayoría de las viviendas se valúan automáticamente, sin costo para usted. ' +
      'Cuando no hay una valuación automatizada disponible, pedimos una valuación, que cuesta $180, y su solicitud continúa cuando está lista.',
  },
  eligibility: {
    title: 'Quién puede solicitar',
    keywords:
      'elegible elegibilidad calificar requisitos quién puede solicitar edad propietario vivienda comprada recientemente cambio de título 90 días estado',
    body:
      'Debe tener al menos 18 años, ser propietario de la vivienda, y la vivienda debe estar en un estado donde el prestamista ofrece líneas. ' +
      'Una vivienda comprada o cuyo título cambió en los últimos 90 días no es elegible.',
  },
  'data-security': {
    title: 'Seguridad de sus datos',
    keywords:
      'seguridad seguro segura privacidad privado datos proteger protección cifrado cifrada información personal',
    body:
      'Su información está protegida con cifrado de 256 bits. ' +
      'Solo las personas que trabajan en su solicitud pueden verla.',
  },
};
