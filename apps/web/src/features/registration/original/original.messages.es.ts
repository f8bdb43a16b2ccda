import type { Catalogue } from '../../../lib/i18n';
import type { originalMessages } from './original.messages';

const es: Catalogue<typeof originalMessages> = {
  accountSetupTitle: 'Configure su cuenta',
  back: 'Atrás',
  homeAddress: 'Dirección de su casa',
  supportTitle: '¿Necesita ayuda con su solicitud?',
  supportContact: 'Llámenos al <call>{phone}</call> o escríbanos a <mail>{email}</mail>.',
  supportHours: 'Horario de atención: {hours}',
};
export default es;
