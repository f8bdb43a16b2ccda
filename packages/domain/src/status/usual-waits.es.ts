import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of status/usual-waits.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.usualWait.lessThanAMinute': 'menos de un minuto',
  'domain.usualWait.aFewMinutes': 'unos minutos',
  'domain.usualWait.lessThanABusinessDay': 'menos de un día hábil',
  'domain.usualWait.twoToFiveBusinessDays': 'de 2 a 5 días hábiles',
  'domain.usualWait.oneToThreeBusinessDays': 'de 1 a 3 días hábiles',
  'domain.usualWait.upToOneBusinessDay': 'hasta un día hábil',
};
export default es;
