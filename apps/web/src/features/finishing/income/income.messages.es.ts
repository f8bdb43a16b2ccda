import type { Catalogue } from '../../../lib/i18n';
import type { incomeMessages } from './income.messages';

const es: Catalogue<typeof incomeMessages> = {
  payrollTitle: 'Vincule su cuenta de nómina',
  payrollSummary:
    'La forma más rápida para la mayoría de los empleados: inicie sesión en el proveedor de nómina que usa su empleador.',
  payrollNeeds: 'El usuario y la contraseña de su cuenta de nómina (ADP, Gusto, Workday y otros).',
  linkTakes: 'Alrededor de un minuto. La mayoría de los solicitantes recibe una respuesta de inmediato.',
  payrollWeSee: 'Su empleador, las fechas de pago y su salario bruto y neto de los últimos 12 meses.',
  payrollWeDoNotSee:
    'Su contraseña, los números de sus cuentas bancarias ni sus opciones de retención de impuestos. Nunca cambiamos nada.',
  payrollAction: 'Vincular nómina',
  bankTitle: 'Vincule su cuenta bancaria',
  bankSummary:
    'Lo mejor para trabajo por cuenta propia, jubilación, pensiones de manutención u otros ingresos que se depositan en su cuenta bancaria.',
  bankNeeds: 'El usuario y la contraseña de la banca en línea de la cuenta donde se depositan sus ingresos.',
  bankWeSee: 'El nombre y el tipo de la cuenta, el saldo y 12 meses de depósitos.',
  bankWeDoNotSee: 'Su contraseña. No podemos mover dinero ni hacer pagos con esta vinculación.',
  bankAction: 'Vincular cuenta bancaria',
  uploadTitle: 'Subir documentos',
  uploadSummary: 'Envíenos fotos o archivos PDF de sus documentos de ingresos si prefiere no vincular una cuenta.',
  uploadNeeds: 'Los documentos que se indican abajo, en archivos PDF, JPEG, PNG o HEIC de hasta 10 MB cada uno.',
  uploadTakes: 'Unos minutos para subirlos; nuestro equipo suele revisarlos en un día hábil.',
  uploadWeSee: 'Solo lo que aparece en los documentos que suba.',
  uploadWeDoNotSee: 'Nada más de sus cuentas. Usted elige exactamente qué enviar.',
  uploadAction: 'Subir documentos',
  employerTitle: 'Pídanos que contactemos a su empleador',
  employerSummary:
    'Le pedimos a su empleador que confirme su empleo y su salario, si no puede vincular su nómina ni subir documentos.',
  employerNeeds:
    'El nombre de su empleador y una persona de contacto allí (normalmente de Recursos Humanos o nómina) con un teléfono y un correo electrónico.',
  employerTakes: 'Normalmente de 1 a 3 días hábiles, según lo rápido que responda su empleador.',
  employerWeSee: 'Su puesto, su fecha de inicio y su salario, tal como los confirme su empleador.',
  employerWeDoNotSee: 'Nada sobre su desempeño ni otros registros de empleo. Solo preguntamos por sus ingresos.',
  employerAction: 'Dar los datos del empleador',

  documentCount:
    '{type, select, PAYSTUB {{count, plural, one {# talón de pago} other {# talones de pago}}} W2 {{count, plural, one {# formulario W-2} other {# formularios W-2}}} FORM_1099 {{count, plural, one {# formulario 1099} other {# formularios 1099}}} TAX_RETURN {{count, plural, one {# declaración de impuestos} other {# declaraciones de impuestos}}} AWARD_LETTER {{count, plural, one {# carta de beneficios} other {# cartas de beneficios}}} other {{count, plural, one {# estado de cuenta bancario} other {# estados de cuenta bancarios}}}}',
  documentNoun:
    '{type, select, PAYSTUB {{count, plural, one {talón de pago} other {talones de pago}}} W2 {{count, plural, one {formulario W-2} other {formularios W-2}}} FORM_1099 {{count, plural, one {formulario 1099} other {formularios 1099}}} TAX_RETURN {{count, plural, one {declaración de impuestos} other {declaraciones de impuestos}}} AWARD_LETTER {{count, plural, one {carta de beneficios} other {cartas de beneficios}}} other {{count, plural, one {estado de cuenta bancario} other {estados de cuenta bancarios}}}}',

  reviewTitle: 'Verifique sus ingresos',
  tryAgain: 'Intentar de nuevo',
  loadingWays: 'Cargando las formas de verificar sus ingresos',
  reviewLead:
    'Nos indicó que gana {income} al año{other}, {employment}. Antes de finalizar su línea, confirmamos esos ingresos. Elija una de las formas de abajo: solo necesita una.',
  includingOther: ' (incluidos {amount} de otros ingresos)',
  employment:
    '{type, select, FULL_TIME {con empleo de tiempo completo} PART_TIME {con empleo de medio tiempo} SELF_EMPLOYED {por cuenta propia} RETIRED {como jubilado} UNEMPLOYED {sin empleo actualmente} ALIMONY {de pensión alimenticia conyugal} CHILD_SUPPORT {de manutención de menores} SEPARATE_MAINTENANCE_PAYMENTS {de pagos de manutención por separación} other {de un programa de asistencia pública}}',
  lenderNeedsMore: 'Su prestamista necesita algo más de usted',
  lenderAsked: 'Después de revisar sus documentos, necesitamos {documents}.',
  quoted: '“{comments}”',
  answerRequest: 'Responda la solicitud',
  answerRequestRest: ', o verifique sus ingresos de otra forma más abajo.',
  verifyingTitle: 'Estamos verificando sus ingresos',
  receivedFrom: 'Recibimos su información de {institution} y la estamos revisando. Esto suele tardar unos momentos.',
  receivedInformation: 'Recibimos su información y la estamos revisando. Esto suele tardar unos momentos.',
  checkStatus: 'Consultar el estado',
  stillVerifying: 'Todavía estamos verificando. Vuelva a consultar en un momento.',
  waysLabel: 'Formas de verificar sus ingresos',
  whatYouNeed: 'Qué necesita',
  howLong: 'Cuánto tarda',
  whatWeSee: 'Qué vemos',
  whatWeDoNotSee: 'Qué no vemos',
  encrypted:
    'Su información se envía por una conexión cifrada y se usa solo para verificar sus ingresos para esta solicitud.',

  loading: 'Cargando',
  notOffered: 'No disponible para sus ingresos',
  notOfferedText: 'Esta forma de verificación no corresponde a los ingresos que nos indicó.',
  seeTheWays: 'Vea las formas que sí corresponden',
  period: '.',
  howItWorks: 'Cómo funciona',
  chooseProvider: 'Elija su {kind, select, PAYROLL {proveedor de nómina} other {banco}} de la lista.',
  signIn:
    'Inicie sesión con el usuario y la contraseña que usa allí. Solo los recibe nuestro socio de vinculación seguro.',
  weRead: 'Leemos sus ingresos y le decimos qué sigue, normalmente en menos de un minuto.',
  chooseAnotherWay: 'Elegir otra forma',

  accountLinked: 'Su cuenta está vinculada',
  goToDashboard: 'Ir a su panel',
  notRemembered: 'No pudimos saber a qué solicitud correspondía',
  notRememberedLead:
    'Volvió después de vincular una cuenta, pero esta pestaña del navegador no recuerda su solicitud. Esto ocurre cuando la vinculación se abrió en otra pestaña u otro navegador, o después de una pausa larga.',
  notRememberedNext:
    'Su solicitud está guardada. Ábrala desde su panel para ver en qué paso está y vuelva a vincular la cuenta.',

  loadingDocuments: 'Cargando sus documentos',
  uploadYour: 'Suba sus documentos: {noun}',
  uploadLead:
    '{hint}. Necesitamos {documents}: fotos claras o archivos PDF con todas las páginas, donde aparezca su nombre.',
  chooseFiles: 'Elegir archivos ({noun})',
  fileRules: 'PDF, JPEG, PNG o HEIC, de hasta 10 MB cada uno. Puede elegir varios archivos a la vez.',
  yourFiles: 'Sus archivos ({noun})',
  everythingWeNeed: 'Todo lo que necesitamos',
  checklistCount: ': {uploaded} de {count} subidos',
  checklistDone: ' ✓',
  withReviewers: 'Sus documentos están con nuestros revisores',
  withReviewersText: 'Le avisaremos en cuanto se revisen, normalmente en un día hábil.',
  allUploaded: 'Ya subió todo lo que necesitamos. Envíelos para su revisión.',
  stillNeeded: 'Todavía falta: {documents}.',
  submitting: 'Enviando',
  submitDocuments: 'Enviar documentos',
  uploaded: 'Subido',
  removing: 'Quitando',
  removeFile: 'Quitar {fileName}',
  remove: 'Quitar',

  contactingTitle: 'Estamos contactando a su empleador',
  askedEmployer: 'Le pedimos a {employer} que confirme su empleo y su salario. Usted no necesita hacer nada por ahora.',
  askedYourEmployer:
    'Le pedimos a su empleador que confirme su empleo y su salario. Usted no necesita hacer nada por ahora.',
  whatHappensNext: 'Qué sigue',
  employerStep1:
    'Nuestro equipo de verificación contacta a la persona que usted indicó, primero por correo electrónico y luego por teléfono.',
  employerStep2: 'Esa persona confirma su puesto, su fecha de inicio y su salario. No preguntamos nada más.',
  employerStep3: 'En cuanto respondan, su solicitud pasa a la verificación de su identidad.',
  employerUsually:
    'Esto suele tardar de 1 a 3 días hábiles. Es más rápido si le avisa a su contacto que espere nuestra solicitud.',
  employerNotYet: 'Su empleador todavía no ha respondido. Seguiremos intentándolo.',
  employerLead:
    'Indíquenos quién en su empresa puede confirmar su empleo y su salario, normalmente alguien de Recursos Humanos o nómina. {takes}',
  employerName: 'Nombre del empleador',
  contactName: 'Nombre del contacto',
  contactNameHint: 'Alguien de Recursos Humanos o nómina que pueda confirmar sus ingresos',
  contactPhone: 'Teléfono del contacto',
  contactEmail: 'Correo electrónico del contacto',
  seeAndNotSee: '{weSee} {weDoNotSee}',
  sending: 'Enviando',
  askEmployer: 'Consultar a mi empleador',
};
export default es;
