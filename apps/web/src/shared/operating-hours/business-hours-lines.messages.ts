import { defineMessages } from '../../lib/i18n/define-messages';

/** The weekday hours line (docs/product/chat.md §2): 'Mon-Fri 6am-6pm PT' in English, 'lun-vie 6am-6pm PT' in Spanish. */
export const businessHoursMessages = defineMessages({
  monday: { id: 'operatingHours.day.monday', defaultMessage: 'Mon' },
  tuesday: { id: 'operatingHours.day.tuesday', defaultMessage: 'Tue' },
  wednesday: { id: 'operatingHours.day.wednesday', defaultMessage: 'Wed' },
  thursday: { id: 'operatingHours.day.thursday', defaultMessage: 'Thu' },
  friday: { id: 'operatingHours.day.friday', defaultMessage: 'Fri' },
  saturday: { id: 'operatingHours.day.saturday', defaultMessage: 'Sat' },
  sunday: { id: 'operatingHours.day.sunday', defaultMessage: 'Sun' },
  dayRange: { id: 'operatingHours.dayRange', defaultMessage: '{first}-{last}' },
  line: { id: 'operatingHours.line', defaultMessage: '{days} {opens}-{closes} {zone}' },
  allDayLine: { id: 'operatingHours.allDayLine', defaultMessage: '{days} open 24 hours' },
  separator: { id: 'operatingHours.separator', defaultMessage: ', ' },
});
