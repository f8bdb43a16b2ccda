import type { Catalogue } from '../../lib/i18n';
import type { contactMessages } from './contact-page.messages';

const es: Catalogue<typeof contactMessages> = {
  title: 'Contáctenos',
  lead: '¿Tiene preguntas sobre su solicitud o su línea de crédito? {company} está aquí para ayudarle.',
  phone: 'Teléfono',
  hours: ' ({hours})',
  email: 'Correo electrónico',
  mail: 'Correo postal',
  chat: 'También puede chatear con nosotros: use el botón de chat en la parte inferior de cualquier página.',
  nmls: '{company} NMLS #{nmls}',
};
export default es;
