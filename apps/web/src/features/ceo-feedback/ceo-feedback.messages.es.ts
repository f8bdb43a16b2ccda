import type { Catalogue } from '../../lib/i18n';
import type { ceoFeedbackMessages } from './ceo-feedback.messages';

const es: Catalogue<typeof ceoFeedbackMessages> = {
  link: 'Comparta sus comentarios con el director ejecutivo',
  thanks: 'Gracias: sus comentarios se enviaron a nuestro director ejecutivo.',
  title: 'Comparta su opinión con nuestro director ejecutivo',
  consentQuestion: '¿Podemos usar sus comentarios en nuestra publicidad, con su nombre y la inicial de su apellido?',
  yes: 'Sí',
  no: 'No',
  topicImprove: 'Mejorar nuestro producto',
  topicCompliment: 'Hacernos un elogio',
  topicLegend: '¿Qué le gustaría compartir?',
  message: 'Su mensaje',
  messageHint: 'De 10 a 1000 caracteres.',
  sending: 'Enviando',
  send: 'Enviar comentarios',
  cancel: 'Cancelar',
};
export default es;
