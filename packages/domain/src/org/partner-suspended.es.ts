import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of org/partner-suspended.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.partners.suspended': 'Este prestamista no está recibiendo solicitudes nuevas por el momento.',
};
export default es;
