import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of validation/limits.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.limits.tooLong': 'Use {max} caracteres o menos',
  'domain.limits.tooMany': 'Envíe {max} elementos o menos',
};
export default es;
