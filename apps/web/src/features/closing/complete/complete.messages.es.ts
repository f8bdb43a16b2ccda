import type { Catalogue } from '../../../lib/i18n';
import type { completeMessages } from './complete.messages';

const es: Catalogue<typeof completeMessages> = {
  titleDeedSigning: 'Ya terminó con el notario',
  titleGenRescission: 'Su escritura está notarizada',
  titleRescission: 'Su derecho a cancelar',
  titleRecording: 'Estamos registrando su escritura',
  titleFundable: 'Estamos preparando sus fondos',
  titleFundingDecision: 'Estamos enviando sus fondos',
  titleComplete: 'Su línea de crédito está abierta',
  titleCancelled: 'Su línea de crédito está cancelada',
  titleDefault: 'Su línea de crédito',
  timeLeft:
    'Quedan {days, plural, one {# día} other {# días}}, {hours, plural, one {# hora} other {# horas}} y {minutes, plural, one {# minuto} other {# minutos}}',
  documentLabel: '{kind}: {file}',
  documentNotLoaded: '{label} (no se pudo cargar)',
  loadingLine: 'Cargando su línea de crédito',
  stillToSee: 'Aún deben ver al notario: {names}. Le enviaremos un correo electrónico cuando lo hayan hecho.',
  preparingNotice: 'Estamos preparando su aviso del derecho a cancelar.',
  rescissionText:
    'Como se trata de su vivienda, puede cancelar esta línea de crédito por cualquier motivo hasta la medianoche al final del {lastDay}, {zone}: tres días hábiles después de que firmó, contando los sábados pero no los domingos ni los días feriados federales. Si no hace nada, después de esa fecha registraremos su escritura y le enviaremos sus fondos.',
  cancelMyLine: 'Cancelar mi línea de crédito',
  rescissionEnded:
    'Su derecho a cancelar ha terminado. Estamos registrando su escritura en el condado y después le enviaremos sus fondos.',
  cancelledText:
    'Usted canceló dentro de su derecho a cancelar. No se desembolsó nada y no debe nada: liberamos la escritura y cualquier cargo que haya pagado se le reembolsa en un plazo de 20 días.',
  yourLine: 'Su línea',
  creditLine: 'Línea de crédito',
  firstDraw: 'Primer retiro',
  toAccountEnding: ' a su cuenta que termina en {mask}',
  sent: ', enviado',
  rate: 'Tasa',
  termYears: ', {years} años',
  firstPayment: 'Primer pago',
  paymentDue: '{amount} con vencimiento el {day}',
  ifFundedOnSchedule: ' (si se financia según lo previsto)',
  transfer: 'Transferencia',
  yourDocuments: 'Sus documentos',
  documentsAppear: 'Sus documentos firmados aparecerán aquí.',
  whatNext: 'Qué hacer ahora',
  fundsArrive: 'Sus fondos suelen llegar a su cuenta en un día hábil.',
  drawMore:
    'Retire más de su línea en cualquier momento desde <link>su panel</link>, hasta el límite de su línea de crédito.',
  keepDocuments: 'Conserve sus documentos: también están en su panel.',
  newApplication: 'Puede iniciar una nueva solicitud desde su panel en cualquier momento.',
  giveAnotherAccount: 'Indíquenos otra cuenta arriba y le enviaremos de nuevo su primer retiro.',
  nothingNeeded: 'No necesitamos nada de usted. Le enviaremos un correo electrónico cuando sus fondos estén en camino.',
  goToDashboard: 'Ir al panel',
  cancelTitle: '¿Cancelar su línea de crédito?',
  cancelDescription: 'La línea no se financiará y la solicitud se cerrará. Esto no se puede deshacer.',
  cancelling: 'Cancelando',
  yesCancel: 'Sí, cancelar mi línea',
  keepLine: 'Mantener mi línea',
  closedSession:
    'Una de las personas que firman no pudo confirmar su identidad con el notario en línea, así que su sesión en línea está cerrada. Todos pueden firmar ante un notario en persona, o podemos ayudarles por teléfono.',
  bankRefused: 'Su banco no aceptó sus fondos',
  bankRefusedText:
    'Enviamos su primer retiro a su cuenta que termina en {mask} y el banco lo devolvió ({reason}). Su línea de crédito sigue aprobada y no se pierde nada: indíquenos otra cuenta y le enviaremos el retiro de nuevo.',
  sendToAnother: 'Enviar mis fondos a otra cuenta',
  sending: 'Enviando',
  sendToThis: 'Enviar mis fondos a esta cuenta',
  applicantWillChoose:
    'El solicitante elegirá otra cuenta; le enviaremos un correo electrónico cuando se haga el envío.',
  promiseKeptFunded:
    'Le prometimos el financiamiento en {promised} días y cumplimos: usted presentó su solicitud el {applied} y sus fondos se enviaron el {on}, {took, plural, one {# día hábil} other {# días hábiles}} después.',
  promiseMissedFunded:
    'Le prometimos el financiamiento en {promised} días y no cumplimos: usted presentó su solicitud el {applied} y sus fondos se enviaron el {on}, {took, plural, one {# día hábil} other {# días hábiles}} después. Lamentamos la espera.',
  promiseOnTrack:
    'Le prometimos el financiamiento en {promised} días y vamos según lo previsto: usted presentó su solicitud el {applied} y sus fondos se esperan para el {on}, {took, plural, one {# día hábil} other {# días hábiles}} después.',
  promiseLate:
    'Le prometimos el financiamiento en {promised} días y no podremos cumplir: usted presentó su solicitud el {applied} y ahora sus fondos se esperan para el {on}, {took, plural, one {# día hábil} other {# días hábiles}} después. Lamentamos la espera.',
};
export default es;
