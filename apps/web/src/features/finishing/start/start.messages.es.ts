import type { Catalogue } from '../../../lib/i18n';
import type { startMessages } from './start.messages';

const es: Catalogue<typeof startMessages> = {
  summaryTitle: 'Revise y envíe su solicitud',
  submittedTitle: 'Su solicitud fue enviada',
  submittedLead: 'Gracias. Esto es lo que nos indicó y la oferta que eligió.',
  summaryLead:
    'Esto es todo lo que nos indicó y la oferta que eligió. Revíselo, corrija lo que no esté bien y luego envíelo.',
  oneMoreStep: 'Un paso más antes de enviar',
  earlierContact: 'Confirme sus datos de contacto',
  earlierHmda: 'Responda las preguntas demográficas',

  lockedSubmitted: 'Forma parte de su solicitud enviada: ya no se puede cambiar.',
  lockedAtStep: 'Esto ya no se puede cambiar en este paso.',
  property: 'Propiedad',
  address: 'Dirección',
  howYouUseIt: 'Cómo la usa',
  propertyNote: 'Calculamos su oferta para esta propiedad. Para otra propiedad, comience una nueva solicitud.',
  incomeTitle: 'Ingresos y empleo',
  employment: 'Empleo',
  annualIncome: 'Ingreso anual',
  otherAnnualIncome: 'Otros ingresos anuales',
  incomeNote:
    'Tal como lo declaró. Usted verifica sus ingresos en el siguiente paso; si son distintos, le mostramos ofertas según lo que verifiquemos.',
  offerTitle: 'Su oferta',
  offer: 'Oferta',
  noOffer: 'Todavía no hay una oferta confirmada',
  changeOffer: 'Cambiar su oferta',
  offerNote:
    'Usted confirmó esta oferta y obtuvimos su informe de crédito completo para ella, así que está fijada. Si la verificación de sus ingresos cambia lo que podemos prestarle, volverá a elegir entre ofertas revisadas.',
  product: 'Producto',
  productValue:
    '{type, select, FIXED {Tasa fija} VARIABLE {Tasa variable} other {Tipo de tasa sin definir}} a {term} años',
  cashDraw: 'Retiro en efectivo',
  originationFee: 'Cargo de originación',
  originationFeeValue: '{amount} ({percent})',
  lineAmount: 'Monto de la línea (retiro total)',
  rate: 'Tasa',
  rateValue: '{rate} APR',
  term: 'Plazo',
  termValue: '{term} años',
  monthlyPayment: 'Pago mensual',
  existingLiens: 'Gravámenes existentes',
  contactTitle: 'Datos de contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  mobilePhone: 'Teléfono celular',
  mailingAddress: 'Dirección postal',
  sameAsProperty: 'La misma de la propiedad',
  maritalStatus: 'Estado civil',
  ownershipTitle: 'Cómo es dueño de su casa',
  ownershipWhy:
    'Todas las personas que figuran en el título, o el fideicomiso que lo tiene, firman los documentos que garantizan su línea. Responda según su escritura.',
  ownershipQuestion: '¿Cómo tiene el título de la propiedad?',
  ownershipRow: 'Cómo es dueño',
  notGivenYet: 'Todavía no indicado',
  changeContact: 'Cambiar sus datos de contacto',
  hmdaTitle: 'Información demográfica',
  hmdaRow: 'Origen étnico, raza y sexo',
  changeHmda: 'Cambiar sus respuestas demográficas',

  documentTitle: 'El resumen de su solicitud',
  preparing: 'Preparando',
  preparingText: 'Estamos preparando el resumen de su solicitud. Esto suele tardar unos segundos.',
  documentCheckFailed: 'No pudimos consultar el resumen de su solicitud en este momento.',
  documentSlow:
    'La preparación del resumen de su solicitud está tardando más de lo habitual. Aparecerá aquí cuando esté listo.',
  checkAgain: 'Volver a consultar',
  documentReady:
    'El resumen de su solicitud está listo. Incluye lo que nos indicó, la oferta que eligió y su consentimiento para recibir documentos electrónicos. Guarde una copia para sus archivos.',
  whatHappensNext: 'Qué sigue',
  nextIncome:
    'A continuación, usted verifica sus ingresos: vincule su cuenta de nómina o bancaria, o suba documentos como talones de pago. Suele tardar unos minutos.',
  checkingStatus: 'Consultando el estado',
  continueToIncome: 'Continuar a la verificación de ingresos',
  loadingDocument: 'Cargando el resumen de su solicitud',
  downloadDocument: 'Descargar el resumen de su solicitud (PDF)',

  loadingApplication: 'Cargando su solicitud',
  tryAgain: 'Intentar de nuevo',
  lockedText:
    'Estas respuestas forman parte de su solicitud enviada y ya no se pueden cambiar aquí. El resumen de su solicitud las incluye.',
  seeSummary: 'Ver el resumen de su solicitud',

  contactPageTitle: 'Confirme sus datos de contacto',
  contactLead:
    'Completamos estos datos con los de su registro. Los usamos para enviarle sus documentos y comunicarnos con usted sobre su solicitud, así que corrija lo que haya cambiado.',
  howWeReachYou: 'Cómo nos comunicamos con usted',
  whereMail: '¿A dónde debemos enviarle su correspondencia?',
  toProperty: 'A la propiedad: {address}',
  toAnotherAddress: 'A otra dirección',
  mailingStreet: 'Dirección postal (calle)',
  maritalQuestion: '¿Cuál es su estado civil?',
  maritalWithHint: '{label} ({hint})',
  saving: 'Guardando',
  saveAndContinue: 'Guardar y continuar',

  esignIntro:
    'Antes de enviarle cualquier divulgación, necesitamos su consentimiento para entregarle sus documentos de forma electrónica (la ley federal E-SIGN). Léalo, por favor: explica sus derechos.',
  consentVersion: 'Versión del consentimiento {version}',
  esignInEnglish: 'Leer el consentimiento en inglés',
  esignBeforeSubmit:
    'Cuando la envíe, prepararemos el resumen de su solicitud y pasará a verificar sus ingresos. Después, los datos de arriba ya no se podrán cambiar, así que revíselos primero.',
  submitting: 'Enviando',
  submitApplication: 'Enviar mi solicitud',

  profileTitle: 'Cuéntenos sobre usted',
  profileLead:
    'Escriba su nombre exactamente como aparece en su licencia de conducir, pasaporte o identificación estatal. Lo usamos para su informe de crédito, para verificar su identidad y en los documentos de su préstamo.',
  profileEmail: 'Correo electrónico',
  profilePhone: 'Teléfono',
  loadingProfile: 'Cargando su perfil',

  hmdaLead:
    'La ley federal exige que todo prestamista hipotecario haga estas preguntas. Sus respuestas, o su decisión de no responder, no afectan nuestra decisión sobre su solicitud.',
  hmdaAnswered: 'Usted ya respondió estas preguntas. Si responde de nuevo, se reemplazarán sus respuestas anteriores.',
  optionalPrompt: '{prompt} (opcional)',
};
export default es;
