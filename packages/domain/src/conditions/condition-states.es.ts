import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of conditions/condition-states.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.conditions.documentsMissing':
    'Suba {missing, plural, one {# documento más} other {# documentos más}} antes de enviar',
  'domain.conditions.notAnswerable':
    'Esta solicitud ya está con nuestros revisores: ahora no se puede agregar ni quitar nada',
  'domain.conditions.state.NEEDED': 'Pendiente',
  'domain.conditions.state.SUBMITTED': 'Enviado',
  'domain.conditions.state.IN_REVIEW': 'En revisión',
  'domain.conditions.state.ACCEPTED': 'Aceptado',
  'domain.conditions.state.REJECTED': 'Necesita otra revisión',
  'domain.conditions.wrongAction': 'Esta solicitud no se responde de esta forma',
};
export default es;
