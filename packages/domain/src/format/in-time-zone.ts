/*
 * Legal dates and appointments are shown on the clocks of the property's time zone, with the zone named, so that a
 * borrower reading them anywhere knows the exact moment (docs/decisions.md "Business days"). English (en-US) as the
 * rest of the spec's display formats; another `locale` (es-US) writes them in its language (docs/i18n.md).
 */

import { dateTimeFormat } from './date-time-format';

const LOCALE = 'en-US';

const FORMATS = {
  dateTime: {
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  zoneName: { timeZoneName: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per format, language and zone, made once (date-time-format.ts). */
const formatterOf = (format: keyof typeof FORMATS, locale: string, timeZone: string): Intl.DateTimeFormat =>
  dateTimeFormat(locale, { ...FORMATS[format], timeZone });

/** "Fri, 11/27/2026, 9:00 AM CST": an instant as weekday, date and time on the clocks of `timeZone`, zone named. */
export const formatDateTimeIn = (instant: Date, timeZone: string, locale = LOCALE): string =>
  formatterOf('dateTime', locale, timeZone).format(instant);

/** "Friday, November 27, 2026": the calendar date of an instant in `timeZone`. */
export const formatLongDateIn = (instant: Date, timeZone: string, locale = LOCALE): string =>
  formatterOf('longDate', locale, timeZone).format(instant);

/** "Monday, November 30, 2026": a calendar date 'yyyy-MM-dd', read at noon UTC so no zone moves it. */
export const formatLongCalendarDate = (isoDate: string, locale = LOCALE): string =>
  formatLongDateIn(new Date(`${isoDate}T12:00:00Z`), 'UTC', locale);

/** "Central Standard Time": the name of the time `timeZone` keeps at `instant` (daylight or standard). */
export const timeZoneNameAt = (instant: Date, timeZone: string, locale = LOCALE): string =>
  formatterOf('zoneName', locale, timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
