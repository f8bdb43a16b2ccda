import type { Catalogue } from '../../../lib/i18n';
import type { identityMessages } from './identity.messages';

const es: Catalogue<typeof identityMessages> = {
  loading: 'Cargando',
  title: 'Verifique su identidad',
  lead: 'Agregue una foto de una identificación oficial con foto vigente. Toma un minuto, y la mayoría de las identificaciones se verifican al instante.',
  notVerified: 'No pudimos verificar su identificación',
  tryAgain: 'Intente de nuevo con una foto nueva más abajo.',
  tipsTitle: 'Consejos para una foto que podamos leer',
  tipCorners:
    'Coloque la identificación sobre una superficie oscura y lisa, con las cuatro esquinas dentro de la foto.',
  tipLight: 'Use luz natural o una habitación bien iluminada; apague el flash para evitar reflejos.',
  tipStraight:
    'Sostenga la cámara justo encima de la identificación y manténgala quieta para que el texto se vea nítido.',
  tipOriginal: 'Use la identificación original y vigente: sin fotocopias ni fotos de una pantalla.',
  whyTitle: 'Por qué lo pedimos',
  why: 'La ley federal (la Ley USA PATRIOT) exige que todo prestamista verifique la identidad de cada persona que abre una cuenta. Comparamos su nombre, fecha de nacimiento y dirección con una identificación oficial con foto. Guardamos las fotos con su solicitud, cifradas, y nunca mostramos completo el número de su identificación.',
  checkingId: 'Revisando su identificación',
  checkingText: 'Estamos revisando su identificación. Esto suele tardar unos segundos; mantenga esta página abierta.',
  underReview: 'Un especialista está revisando su identificación',
  sentOn:
    'Usted envió su identificación el {date}. Le enviaremos un correo electrónico en cuanto termine la revisión, y esta página avanzará sola cuando termine. No necesita hacer nada más por ahora.',
  sentLatestOn:
    'Usted envió su identificación más reciente el {date}. Le enviaremos un correo electrónico en cuanto termine la revisión, y esta página avanzará sola cuando termine. No necesita hacer nada más por ahora.',
  checkingStatus: 'Consultando el estado',
  checkStatus: 'Consultar el estado',
};
export default es;
