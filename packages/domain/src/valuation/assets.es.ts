import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of valuation/assets.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.assets.noAssets': 'Primero vincule una cuenta o suba un estado de cuenta',
};
export default es;
