import type { Catalogue } from '../../lib/i18n';
import type { businessHoursMessages } from './business-hours-lines.messages';

const es: Catalogue<typeof businessHoursMessages> = {
  monday: 'lun',
  tuesday: 'mar',
  wednesday: 'mié',
  thursday: 'jue',
  friday: 'vie',
  saturday: 'sáb',
  sunday: 'dom',
  dayRange: '{first}-{last}',
  line: '{days} {opens}-{closes} {zone}',
  allDayLine: '{days} abierto las 24 horas',
  separator: ', ',
};
export default es;
