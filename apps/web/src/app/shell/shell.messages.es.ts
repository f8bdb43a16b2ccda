import type { Catalogue } from '../../lib/i18n';
import type { shellMessages } from './shell.messages';

const es: Catalogue<typeof shellMessages> = {
  accountNav: 'Cuenta',
  callSupportAt: 'Llame a soporte al ',
  login: 'Iniciar sesión',
  myAccount: 'Mi cuenta',
  namedAccount: 'Cuenta de {firstName}',
  dashboard: 'Panel principal',
  accountSettings: 'Configuración de la cuenta',
  contactUs: 'Contáctenos',
  logOut: 'Cerrar sesión',
  apps: 'Aplicaciones',
  platformApps: 'Aplicaciones de la plataforma',
  legalNav: 'Información legal',
  termsOfService: 'Términos del servicio',
  termsOfUse: 'Términos de uso',
  privacyPolicy: 'Política de privacidad',
  communications: 'Comunicaciones electrónicas',
  licenses: 'Licencias',
  accessibility: 'Accesibilidad',
  licensedIn: 'Con licencia en {states}',
  licensedInMoreToCome: 'Con licencia en {states}, y pronto en más estados',
  nmls: '{company} NMLS #{nmls}',
  supportHours: 'Horario de atención: {hours}',
  encryption: 'Su información está protegida con cifrado de 256 bits.',
  ninetyDays:
    'Las viviendas compradas o con cambio de titularidad en los últimos 90 días no califican para un HELOC ni para un préstamo DSCR.',
};
export default es;
