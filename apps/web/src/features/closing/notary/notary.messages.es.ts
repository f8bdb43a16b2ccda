import type { Catalogue } from '../../../lib/i18n';
import type { notaryMessages } from './notary.messages';

const es: Catalogue<typeof notaryMessages> = {
  errorTitle: 'No pudimos terminar su sesión notarial en línea',
  errorText:
    'El notario no pudo confirmar su identidad después de varios intentos. Para su protección, la sesión en línea ahora está cerrada. Un especialista notarial puede verificar su identidad por teléfono o coordinar un notario en persona, y mientras tanto sus documentos siguen firmados.',
  reopened: 'Su sesión notarial en línea está abierta de nuevo. Tiene tres intentos nuevos.',
  startSession: 'Comenzar mi sesión con el notario electrónico',
  goToDashboard: 'Ir al panel',
  preparingTitle: 'Estamos preparando su divulgación notarial',
  preparingText: 'Indica cómo se notarizará su escritura y cuánto cuesta. Esto suele tardar unos segundos.',
  attorneyTitle: 'Un abogado de cierre está revisando su expediente',
  attorneyText:
    'Su estado exige que un abogado de cierre revise los documentos antes de que usted firme la escritura. La revisión suele tardar un día hábil; le enviaremos un correo electrónico cuando termine.',
  canSignOn: 'Puede firmar el {day}',
  opensSoon: 'Su firma se habilitará pronto',
  waitingUntil:
    'Su estado exige un período de espera entre su divulgación final y la firma: termina a la medianoche, {zone}, la hora donde está su vivienda. No necesita hacer nada hasta entonces.',
  waiting:
    'Su estado exige un período de espera entre su divulgación final y la firma. No necesita hacer nada hasta entonces.',
  introTitle: 'Firme su escritura ante un notario',
  loadingStep: 'Cargando su paso notarial',
  meetOnline: 'Reúnase con su notario electrónico en línea',
  inPerson: 'Firme su escritura ante un notario en persona',
  whatHappens: 'Qué va a pasar',
  remoteStep1: 'El notario revisa su identificación oficial con fotografía frente a la cámara.',
  remoteStep2:
    'Usted responde algunas preguntas tomadas de registros públicos sobre usted y su vivienda, para comprobar quién es.',
  remoteStep3:
    'Usted firma la escritura de fideicomiso (o hipoteca) mientras el notario observa, y el notario pone el sello.',
  personStep1: 'Usted elige una hora y un lugar cerca de su vivienda para la cita con el notario.',
  personStep2: 'Todas las personas que figuran en el título van a la cita y firman la escritura ante el notario.',
  personStep3:
    'Los honorarios del notario son {fee}, que se pagan en la cita. Su derecho a cancelar comienza después de la firma.',
  haveReady: 'Qué debe tener listo',
  photoId:
    'Una identificación oficial vigente con fotografía: licencia de conducir, tarjeta de identificación estatal o pasaporte de EE. UU.',
  device: 'Una computadora o un teléfono con cámara y micrófono, en un cuarto tranquilo y bien iluminado.',
  fifteenMinutes: 'Unos 15 minutos por cada persona que firma.',
  thirtyMinutes: 'Unos 30 minutos para la cita.',
  whoSigns: 'Quién firma ante el notario',
  partDone: 'Su parte está terminada. Estamos esperando a que las demás personas que firman vean al notario.',
  bookAppointment: 'Reserve su cita con el notario',
  nothingChanged: 'Todavía no ha cambiado nada. Le enviaremos un correo electrónico cuando sea hora de firmar.',
  yourAppointment: 'Su cita con el notario',
  loadingAppointment: 'Cargando su cita con el notario',
  appointmentCancelled: 'Su cita está cancelada.',
  when: 'Cuándo',
  where: 'Dónde',
  place: '{name}, {street}, {city}, {state} {zip}',
  notary: 'Notario',
  notaryFee: 'Honorarios del notario',
  feePaidAt: '{fee}, que se pagan en la cita',
  chooseSuits:
    'Elija una hora y un lugar que les convenga a todas las personas que figuran en el título. Los honorarios del notario son {fee}.',
  chooseAnotherTime: 'Elegir otra hora',
  chooseTimePlace: 'Elegir una hora y un lugar',
  cancelAppointment: 'Cancelar la cita',
  notReported: 'El notario todavía no ha informado su firma. Vuelva a consultar después de su cita.',
  cancelTitle: '¿Cancelar su cita con el notario?',
  cancelDescription: 'Necesitará una nueva cita antes de que se pueda cerrar su línea.',
  cancelling: 'Cancelando',
  yesCancel: 'Sí, cancelar la cita',
  keepIt: 'Mantenerla',
  slotLabel: ' {time}, {name}, {street}',
  scheduleText:
    'Un notario se reúne con usted y con todas las personas que figuran en el título para firmar la escritura. Los honorarios del notario son {fee}, que se pagan en la cita. Las citas duran unos 30 minutos; traiga una identificación oficial con fotografía.',
  loadingTimes: 'Cargando los horarios libres del notario',
  reserving: 'Reservando',
  move: 'Cambiar mi cita',
  reserve: 'Reservar esta cita',
  back: 'Volver',
  sessionTitle: 'Su sesión con el notario electrónico',
  notarised: 'Su escritura está notarizada. Su certificado notarial está con sus documentos.',
  waitingOthers:
    'Estamos esperando a que las demás personas que firman vean al notario. Le enviaremos un correo electrónico.',
  checkingStatus: 'Consultando el estado',
  continue: 'Continuar',
  signer:
    '{name}{isMe, select, yes { (usted)} other {}}{role, select, PRIMARY {, prestatario} other {, firmante adicional}}',
  notarisedState: 'Notarizado',
  notYetNotarised: 'Aún no notarizado',
};
export default es;
