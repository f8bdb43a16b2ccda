import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of closing/notary.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.notary.idDocument.DRIVERS_LICENSE': 'Licencia de conducir',
  'domain.notary.idDocument.STATE_ID': 'Tarjeta de identificación estatal',
  'domain.notary.idDocument.PASSPORT': 'Pasaporte de EE. UU.',
  'domain.notary.documentTypeRequired': 'Elija la identificación que mostrará al notario',
  'domain.notary.documentLast4': 'Ingrese los últimos 4 caracteres del número de identificación',
  'domain.notary.answerEveryQuestion': 'Responda todas las preguntas',
  'domain.notary.deedSignedRequired': 'Firme la escritura antes de que el notario aplique el sello',
  'domain.notary.slotRequired': 'Elija una hora y un lugar',
};
export default es;
