import type { Catalogue } from '../../lib/i18n';
import type { openConditionsMessages } from './open-conditions.messages';

const es: Catalogue<typeof openConditionsMessages> = {
  nav: 'Solicitudes del prestamista',
  waiting: 'Su prestamista necesita {count, plural, one {una cosa} other {# cosas}} de usted',
  inReview: 'Sus respuestas a su prestamista están en revisión',
};
export default es;
