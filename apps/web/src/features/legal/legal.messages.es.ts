import type { Catalogue } from '../../lib/i18n';
import type { legalMessages } from './legal.messages';

const es: Catalogue<typeof legalMessages> = {
  termsOfService: 'Términos del servicio',
  termsOfUse: 'Términos de uso',
  privacy: 'Política de privacidad',
  communications: 'Política de comunicaciones electrónicas',
  licenses: 'Licencias',
  nmls: 'NMLS #{nmls}',
  licensedIn: 'Con licencia en {states}',
  licensedInMoreToCome: 'Con licencia en {states}, y pronto en más estados',
};
export default es;
