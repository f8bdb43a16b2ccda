import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/person.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.person.idType.DRIVERS_LICENSE': 'Licencia de conducir',
  'domain.person.idType.PASSPORT': 'Pasaporte',
  'domain.person.idType.STATE_ID_CARD': 'Tarjeta de identificación estatal',
  'domain.person.idType.PERMANENT_RESIDENT_CARD': 'Tarjeta de residente permanente',
  'domain.person.ownershipType.SOLE': 'Solo a mi nombre',
  'domain.person.ownershipType.JOINT': 'En conjunto con otra persona',
  'domain.person.ownershipType.TRUST': 'A través de un fideicomiso',
  'domain.person.maritalStatus.MARRIED': 'Casado(a)',
  'domain.person.maritalStatus.SEPARATED': 'Separado(a)',
  'domain.person.maritalStatus.UNMARRIED': 'No casado(a)',
  'domain.person.unmarriedHint':
    'Soltero(a), divorciado(a), viudo(a), unión civil, pareja de hecho, relación registrada de beneficiarios recíprocos',
};
export default es;
