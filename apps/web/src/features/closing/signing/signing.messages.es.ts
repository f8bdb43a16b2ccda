import type { Catalogue } from '../../../lib/i18n';
import type { signingMessages } from './signing.messages';

const es: Catalogue<typeof signingMessages> = {
  yourSpouse: 'Su cónyuge',
  anotherSigner: 'Otra persona que firma',
  loadingSigners: 'Cargando quién debe firmar',
  signersTitle: 'Otras personas deben firmar',
  signersLead:
    'Usted ya firmó sus documentos de cierre. Antes de que se pueda cerrar su línea de crédito, todas las personas que son dueñas de la vivienda o tienen derechos sobre ella también deben firmar. Le enviamos a cada una por correo electrónico un enlace personal para crear una cuenta de firmante y firmar en línea.',
  spouseMustSign: 'Su cónyuge debe firmar',
  spouseRule:
    'En su estado, el cónyuge debe aceptar un préstamo garantizado con la vivienda, aunque no figure en el título ni en el préstamo ({rule}). Ingrese a su cónyuge abajo para que podamos invitarle.',
  noOneListed: 'Todavía no hay nadie más en la lista.',
  signedCount: '{signed} de {total} {total, plural, one {persona ha firmado} other {personas han firmado}}.',
  peopleWhoMustSign: 'Personas que deben firmar',
  moveOn:
    'Haremos avanzar su solicitud automáticamente en cuanto todos hayan firmado. Puede salir de esta página; guardaremos su lugar.',
  checkStatus: 'Consultar el estado',
  namedOnTitle: ' (figura en su informe de título)',
  emailSuffix: ' · {email}',
  invitationSent: 'Enviamos una invitación a {email}.',
  invite: 'Invitar a {name}',
  firstName: 'Nombre',
  lastName: 'Apellido',
  emailOf: 'Correo electrónico de {name}',
  sending: 'Enviando',
  sendInvitation: 'Enviar invitación',
  sendNewInvitation: 'Enviar una nueva invitación',
  resend: 'Reenviar o cambiar el correo electrónico',
  remove: 'Quitar a {name}',
  addTitle: 'Agregar a otra persona que debe firmar',
  addText:
    'Agregue a cualquier otra persona que sea dueña de la vivienda o deba aceptar el préstamo, como un copropietario o su cónyuge. Le enviaremos una invitación por correo electrónico de inmediato.',
  email: 'Correo electrónico',
  relationship: '¿Qué relación tiene esta persona con la vivienda?',
  addAndSend: 'Agregar y enviar invitación',
  signTitle: 'Firme sus documentos',
  signLead:
    'Lea cada documento hasta el final y luego fírmelo donde se le indica. Su avance se guarda a medida que firma, así ' +
    'que puede detenerse y volver para firmar el resto, y puede descargar cada documento para conservarlo.',
  needHelp: '¿Necesita ayuda para firmar?',
  introTitle: 'Sus documentos están listos para firmar',
  introLead:
    'Su línea de crédito con garantía hipotecaria está aprobada. Lea y firme sus documentos de cierre en línea; tarda unos 10 minutos. Después de firmar, se reunirá con un notario para terminar.',
  loadingDocuments: 'Cargando sus documentos',
  stillPreparing: 'Sus documentos de cierre todavía se están preparando.',
  whatYouSign: 'Lo que va a firmar',
  readDisclosures:
    'Puede <link>leer sus divulgaciones</link> antes de comenzar. Cada documento se abre aquí: desplácese hasta el final y luego firme donde se le indique.',
  startSigning: 'Comenzar a firmar',
  supportTitle: 'Ayuda para firmar',
  noShowTitle: 'Un documento no se muestra',
  noShowText:
    'Use el enlace Descargar debajo del documento para abrirlo en su propio lector de PDF y luego vuelva para firmar. Las firmas que ya hizo están guardadas.',
  noButtonTitle: 'No aparece el botón Firmar',
  noButtonText:
    'Primero debe leer cada documento hasta el final: desplácese hasta abajo del todo, o haga clic en el documento y presione Fin.',
  locationTitle: 'Compartir su ubicación',
  locationText:
    'Le preguntamos dónde firma para el registro de auditoría de la firma. Si no aceptó, aún puede firmar: en su lugar registramos su dirección de internet.',
  drawingTitle: 'Dibujar su firma',
  drawingText: 'Puede escribir su nombre completo en lugar de dibujar: una firma escrita es igual de válida.',
  backToSigning: 'Volver a firmar',
};
export default es;
