import type { Catalogue } from '../i18n/catalogue';
import type { suspendedPageMessages } from './suspended-page.messages';

const es: Catalogue<typeof suspendedPageMessages> = {
  title: '{company} no está recibiendo solicitudes nuevas',
  body:
    '{company} no está recibiendo solicitudes nuevas en línea por el momento. Si ya comenzó una solicitud, inicie ' +
    'sesión para continuarla.',
  signIn: 'Iniciar sesión en mi solicitud',
  contact: '¿Preguntas? Llame al {phone} o escriba a {email}.',
};
export default es;
