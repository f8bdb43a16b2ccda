import type { ContentCatalogue } from '../../../platform/i18n/catalogue';
import type { CHECK_TEXTS } from './checks.messages';
import type { ArticleText } from './default-article';

/* The Spanish of checks.ts's articles: every article of checks.messages.ts, by its slug (docs/i18n.md). */
export const CHECK_TEXTS_ES: ContentCatalogue<typeof CHECK_TEXTS, ArticleText> = {
  documents: {
    title: 'Documentos y solicitudes (condiciones)',
    keywords:
      'documentos subir papeles papeleo condición condiciones solicitud piden necesitan necesitan de mí me falta falta faltan pendiente estado de cuenta carta del banco talón de pago certificado fideicomiso escritura hipoteca comprobante identificación por qué revisión pendientes lista tareas archivo PDF foto escanear mandar no se sube ya lo subí todavía aparece trust',
    questions: [
      '¿Qué más necesitan de mí?',
      '¿Por qué me pidieron este documento?',
      '¿Cómo envío un documento?',
      '¿Qué es una condición?',
      'qué documentos me faltan',
      'qué papeles necesitan',
      'cómo subo un documento',
      'puedo mandar una foto o un pdf',
      'por qué me piden un estado de cuenta',
      'qué es un certificado de fideicomiso',
      'ya lo subí y sigue pendiente',
      'dónde veo mis condiciones',
      'les falta algo de mí',
      '¿Qué elementos pendientes quedan en mi expediente?',
      'subir documentos',
      'que papeles necesitan',
      'condiciones de mi expediente',
      'documento rechazado',
      '¿Qué documentos faltan?',
    ],
    body:
      'Cuando su expediente necesita algo más, se lo pedimos como una condición en su solicitud: cada solicitud dice qué necesitamos, con nuestras palabras para usted. ' +
      'Puede ser un estado de cuenta o una carta de su banco (por ejemplo, para confirmar sus ingresos, sus activos o su cuenta), talones de pago, un certificado de fideicomiso, el estado de cuenta de su hipoteca o su escritura, ' +
      'un comprobante de una transferencia de propiedad, un comprobante de que otra solicitud se canceló, una foto nueva de su identificación o un número de teléfono. ' +
      'Responda cada una en su pantalla, en Condiciones; la revisamos y le avisamos si se necesita algo más. Si inició sesión, pregúnteme qué nos falta de usted.',
  },
  'credit-checks': {
    title: 'Consultas de crédito',
    keywords:
      'consulta crédito revisión puntaje puntuación blanda dura buró reporte informe afecta perjudica baja congelado congelar bloqueado descongelar jalar checar Experian Equifax TransUnion FICO score puntos desbloquear liberar bureau historial crediticio',
    questions: [
      '¿Solicitar afecta mi crédito?',
      '¿Cuándo revisan mi crédito?',
      'me va a bajar el score',
      'es consulta blanda o dura',
      'van a checar mi crédito para el heloc',
      'mi crédito está congelado qué hago',
      'cómo descongelo mi crédito',
      'cuántos puntos me baja el puntaje',
      'revisan mi buró antes de aplicar',
      'ya liberé mi crédito y ahora qué',
      'con qué buró revisan',
      '¿Al enviar la solicitud se hace una consulta dura en mi historial crediticio?',
      'revision de credito',
      'esto afecta mi credito',
      'consulta suave',
      'reporte de credito',
      '¿Van a revisar mi crédito?',
    ],
    body:
      'Consultar su tasa usa una consulta de crédito blanda, que no afecta su puntaje de crédito. Cuando envía su solicitud hacemos una consulta de crédito dura, que puede aparecer en su reporte de crédito. ' +
      'Si su reporte de crédito está congelado o bloqueado, solo usted puede liberarlo: hágalo con el buró de crédito y luego elija Ya lo liberé en su solicitud para continuar.',
  },
  'reviews-and-declines': {
    title: 'Revisiones y solicitudes rechazadas',
    keywords:
      'revisión revisor manual en revisión esperando decisión rechazada negada denegada aprobada aviso de acción adversa razones motivos apelar volver a solicitar otra vez underwriting suscripción evaluación espera aprobación respuesta me rechazaron no me aprobaron carta de rechazo aplicar intentar nuevo denegaron',
    questions: [
      '¿Por qué me la negaron?',
      '¿Cuánto tarda la revisión?',
      'por qué me rechazaron el heloc',
      'por qué no me aprobaron',
      'cuánto tarda underwriting',
      'mi solicitud está en revisión qué significa',
      'cuándo me dan una respuesta',
      'puedo volver a aplicar si me negaron',
      'qué es un aviso de acción adversa',
      'me van a decir por qué me negaron',
      'quién revisa mi solicitud',
      '¿Qué opciones tengo si mi solicitud no es aprobada?',
      'por que me negaron',
      'revision manual',
      'aviso de accion adversa',
      'solicitud en revision',
      '¿Cuánto dura la revisión?',
    ],
    body:
      'Algunas solicitudes esperan a un revisor, por ejemplo cuando su reporte de crédito muestra un pago atrasado o hay que comprobar la propiedad; el revisor decide en 2 días hábiles después de que envía lo que se le pide. ' +
      'Si no podemos aprobar su solicitud, recibe un aviso de acción adversa con las razones principales (como máximo 4) y, cuando se usó un puntaje de crédito, ese puntaje y de dónde viene.',
  },
  'home-value': {
    title: 'Valor de la vivienda',
    keywords:
      'valor vivienda casa valuación avalúo tasación tasador cuánto vale estimado AVM automatizada inspección inspeccionar visita ver mandan alguien propiedad appraisal Zillow bajo no estoy de acuerdo vienen a entrar costo',
    questions: [
      '¿Tienen que hacer un avalúo de mi casa?',
      '¿Cuánto vale mi vivienda?',
      'me van a hacer appraisal para el heloc',
      'va a venir alguien a ver mi casa',
      'cuánto cuesta el avalúo',
      'cómo saben cuánto vale mi casa',
      'y si mi casa vale más de lo que dicen',
      'en zillow sale que vale más',
      'cobran por el avalúo',
      'cuánto tarda la valuación',
      'usan un avalúo automático',
      '¿Podría explicarme cómo se determina el valor de mi propiedad?',
      'avaluo',
      'valuacion de la casa',
      'valor de mi propiedad',
      'valuacion automatizada',
      '¿Necesitan que venga un valuador?',
    ],
    body:
      'Valuamos su vivienda para decidir cuánto puede pedir prestado. La mayoría de las viviendas se valúan automáticamente, sin costo para usted. ' +
      'Cuando no hay una valuación automatizada disponible, pedimos una valuación, que cuesta $180, y su solicitud continúa cuando está lista.',
  },
  eligibility: {
    title: 'Quién puede solicitar',
    keywords:
      'elegible elegibilidad calificar requisitos quién puede solicitar edad mínima propietario dueño vivienda comprada recientemente cambio de título días estado renta rento alquiler inversión segunda casa vive en qué estados prestan cuántos años vacaciones condominio recién acabo de comprar a mi nombre 3 meses Texas California Florida Nueva York Illinois Arizona Nuevo México Colorado Nevada Georgia Carolina del Norte Nueva Jersey Washington Pensilvania Virginia Ohio Michigan Massachusetts Tennessee Maryland Oregón Utah Carolina del Sur Connecticut',
    questions: [
      '¿Califico?',
      '¿Cuáles son los requisitos para solicitar?',
      'prestan en texas',
      'en qué estados están',
      'qué edad hay que tener',
      'puedo sacar un heloc sobre una casa que rento',
      'puedo usar mi casa de vacaciones',
      'acabo de comprar mi casa puedo aplicar',
      'soy elegible si no vivo en la casa',
      'la casa la pusieron a mi nombre el mes pasado califico',
      'quién es elegible para un heloc',
      '¿Cuáles son los requisitos mínimos de elegibilidad?',
      '¿Qué tipo de propiedad califica?',
    ],
    body:
      'Debe tener al menos 18 años (19 en Alabama, y 62 para una línea con restricción de edad), ser propietario de la vivienda, y la vivienda debe estar en un estado donde el prestamista ofrece líneas. ' +
      'Puede ser la vivienda donde vive u otra vivienda de su propiedad: nos dice cuál al solicitar. Una vivienda comprada o cuyo título cambió en los últimos 90 días no es elegible.',
  },
};
