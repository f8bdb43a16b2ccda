import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of closing/funding-forecast.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.funding.step.APPLICATION': 'Solicitud terminada y verificada',
  'domain.funding.step.DOCUMENTS': 'Documentos de cierre firmados',
  'domain.funding.step.NOTARY': 'Escritura firmada ante el notario',
  'domain.funding.step.RIGHT_TO_CANCEL': 'Termina el derecho a cancelar',
  'domain.funding.step.FUNDING': 'Fondos enviados',
};
export default es;
