import type { Catalogue } from '../../lib/i18n';
import type { signerMessages } from './signer.messages';

const es: Catalogue<typeof signerMessages> = {
  loadingSigning: 'Cargando su firma',
  stepsNav: 'Pasos del firmante',
  stepIntro: 'Resumen',
  stepIdentity: 'Su nombre',
  stepSign: 'Firmar',
  stepDocuments: 'Sus documentos',
  stepNotary: 'Notario',
  stepConditions: 'Solicitudes',

  introTitle: 'Firme los documentos de cierre',
  introLead:
    'Como propietario de la vivienda, o como persona con derechos sobre ella, usted firma la escritura de fideicomiso (o hipoteca) que garantiza la línea de crédito y, si es una residencia principal, el aviso de su derecho a cancelar. Usted no pasa a ser prestatario de la línea.',
  introSigned: 'Usted ya firmó. Gracias. Se lo informaremos al solicitante.',
  introSeeSigned: 'Ver sus documentos firmados',
  introStepName: '<b>Confirme su nombre</b> exactamente como aparece en su identificación oficial.',
  introStepSign: '<b>Revise y firme</b> cada documento. Puede escribir o dibujar su firma.',
  introStepNotary:
    '<b>Reúnase con el notario en línea</b> cuando todos hayan firmado: el notario verifica su identificación y notariza la escritura.',
  introStart: 'Comenzar',
  introEveryone: 'Todas las personas que deben firmar',
  introSignerUnnamed: 'Un firmante',
  introSignerRow: '{name}: {progress}',

  identityTitle: 'Confirme su nombre',
  identityLead:
    'Escriba su nombre exactamente como aparece en su licencia de conducir, pasaporte o identificación estatal. Se imprime debajo de su firma y el notario lo compara con su identificación.',
  identitySubmit: 'Continuar a la firma',
  identityLoading: 'Cargando su nombre',

  signTitle: 'Revise y firme',
  signLead:
    'Abra cada documento y desplácese hasta el final; luego firme donde se le pida su nombre. Los documentos sin un lugar para usted son solo para leer.',

  documentsLoading: 'Cargando sus documentos',
  documentsTitle: 'Sus documentos',
  documentsSignedTitle: 'Usted ya firmó',
  documentsKeepCopy:
    'Guarde una copia de cada documento para sus registros. Las copias firmadas aparecen aquí en cuanto estén listas.',
  documentsNextNotary: 'Siguiente: reúnase con el notario',
  documentsNotFinished: 'Todavía no ha terminado de firmar.',
  documentsContinue: 'Continuar firmando',
  documentsToSign: 'Documentos que usted firma',
  documentsToRead: 'Documentos para leer',
  documentSigned: ' · Firmado',
  documentNotSigned: ' · Aún sin firmar',
  documentPreparing: ' · preparando la copia firmada',
  documentDownload: 'Descargar {title}',
  documentDownloadSigned: 'Descargar {title} (copia firmada)',
  documentFileSigned: '{title} (firmado)',

  notaryLoading: 'Cargando su paso con el notario',
  notarySealed: 'Su escritura está notarizada. Su certificado notarial está con los documentos del solicitante.',
  notaryTitle: 'Reúnase con su notario',
  notaryIdFailed:
    'El notario no pudo confirmar su identidad en línea. Puede cambiar a un notario en persona más abajo, o llamarnos y un especialista notarial le ayudará a terminar.',
  notaryAppointment: 'Su cita con el notario: {when}, {place}, {street}, {city}.',
  notaryWaiting:
    'El paso con el notario se abre cuando todos los firmantes hayan firmado los documentos de cierre. Le enviaremos un correo electrónico.',
  notaryDocuments: 'Sus documentos',

  cancelledTitle: 'Esta solicitud fue cancelada',
  cancelledLead:
    'La línea de crédito con garantía hipotecaria que se le pidió firmar fue cancelada, así que no hay nada que firmar. No se usará ningún documento que haya firmado.',
  cancelledMistake:
    'Si cree que se trata de un error, comuníquese con el solicitante o llámenos al <phone>888-819-6388</phone>.',
  cancelledBack: 'Volver a iniciar sesión',
  errorTitle: 'No encontramos nada para que usted firme',
  errorLead:
    'Esta cuenta no tiene ninguna solicitud que espere su firma. Si recibió una invitación por correo electrónico, abra el enlace que contiene; si venció, pida al solicitante que le envíe una nueva.',
  errorHelp: '¿Necesita ayuda? Llámenos al <phone>888-819-6388</phone>.',
  errorOtherAccount: 'Iniciar sesión con otra cuenta',

  resumeUnusableTitle: 'Esta invitación no se puede usar',
  resumeUnusableLogIn: 'Si ya creó su cuenta de firmante, inicie sesión para continuar firmando.',
  resumeLogIn: 'Iniciar sesión',
  resumeOpening: 'Abriendo su invitación',
  resumeWelcomeNamed: 'Bienvenido/a, {firstName}',
  resumeWelcome: 'Bienvenido/a',
  resumeLead:
    '{invitedBy} le pidió firmar los documentos de cierre de una línea de crédito con garantía hipotecaria sobre una vivienda de la que usted es propietario o sobre la que tiene derechos. Toma unos 10 minutos: cree su cuenta de firmante, confirme su nombre y luego revise y firme.',
  resumeAccountExists: 'Ya tiene una cuenta con {email}. Inicie sesión con ella y agregaremos esta firma a su cuenta.',
  resumeLogInToContinue: 'Iniciar sesión para continuar',
  resumeSentTo: 'Esta invitación se envió a {email}.',
  resumeContinueMine: 'Continuar con mi cuenta',
  resumeLogOut: 'Cerrar sesión y usar otra cuenta',
  resumeCreateTitle: 'Cree su cuenta de firmante',
  resumeEmail: 'Correo electrónico',
  resumeEmailHint: 'La dirección a la que se envió su invitación.',
  resumeMobile: 'Teléfono celular',
  resumePassword: 'Contraseña',
  resumePasswordHint:
    'Al menos 12 caracteres, con letras mayúsculas y minúsculas, un número y uno de estos símbolos: !@#$%^&*.',
  resumeConfirmPassword: 'Confirme la contraseña',
  resumeCreate: 'Crear la cuenta y continuar',

  conditionsLoading: 'Cargando las solicitudes',
  conditionsTitle: 'Solicitudes del prestamista',
  conditionsNone: 'No necesitamos nada de usted por ahora.',
  backToRequests: 'Volver a las solicitudes',
};
export default es;
