import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of progress/application-progress.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.progress.basicInfo': 'Información básica',
  'domain.progress.selectOffer': 'Elegir oferta',
  'domain.progress.moreInfo': 'Más información',
  'domain.progress.income': 'Vincular ingresos',
  'domain.progress.identity': 'Verificar identidad',
  'domain.progress.sign': 'Firmar documentos',
  'domain.progress.eNotary': 'Hablar con el notario electrónico',
  'domain.progress.manualNotary': 'Programar sesión con notario',
};
export default es;
