import { DISPLAY_TIME_ZONE, formatRelativeTime, RELATIVE_TIME_MAX_WEEKS } from '@heloc/domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * A notification's time, as the domain's formatRelativeTime says it (docs/product/application-area.md §9: minutes,
 * hours, days, weeks, then the month and day), in the person's language (docs/i18n.md): English exactly the domain's
 * ('5 minutes ago', 'Mar 5'), another locale with the same steps in its own words ('hace 5 minutos', '5 mar').
 */
export const relativeTimeIn = (locale: string, then: Date, now: Date, timeZone: string = DISPLAY_TIME_ZONE): string => {
  if (locale.startsWith('en')) return formatRelativeTime(then, now, timeZone);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < MINUTE_MS) {
    const justNow = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
    return justNow.charAt(0).toLocaleUpperCase(locale) + justNow.slice(1);
  }
  if (elapsed < HOUR_MS) return words.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return words.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < WEEK_MS) return words.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed <= RELATIVE_TIME_MAX_WEEKS * WEEK_MS) return words.format(-Math.floor(elapsed / WEEK_MS), 'week');
  return new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }).format(then);
};
