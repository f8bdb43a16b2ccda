import type { Catalogue } from '../../lib/i18n';
import type { usualWaitMessages } from './usual-wait.messages';

const es: Catalogue<typeof usualWaitMessages> = {
  lessThanAMinute: 'menos de un minuto',
  aFewMinutes: 'unos minutos',
  upToOneBusinessDay: 'hasta un día hábil',
  oneToThreeBusinessDays: 'de 1 a 3 días hábiles',
  lessThanABusinessDay: 'menos de un día hábil',
  twoToFiveBusinessDays: 'de 2 a 5 días hábiles',
};
export default es;
