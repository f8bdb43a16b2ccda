import { dateTimeFormat } from './date-time-format';
import { DISPLAY_TIME_ZONE } from './dates';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** docs/product/application-area.md §9: weeks are shown up to 4 weeks; after that the month and day. */
export const RELATIVE_TIME_MAX_WEEKS = 4;

const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Relative timestamp for notifications (docs/product/application-area.md §9: "minutes, hours, days, weeks, then month and day after 4
 * weeks"). `then` and `now` are instants; `now` is a parameter so the result is reproducible. Wording is ours:
 * under a minute (or in the future) 'Just now'; then '1 minute ago', '5 hours ago', '3 days ago', '2 weeks ago' (whole
 * units, rounded down); more than 4 weeks ago the month and day in `timeZone` (default America/Los_Angeles), e.g.
 * 'Mar 5'. Returns '' for an invalid Date.
 */
export const formatRelativeTime = (then: Date, now: Date, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < WEEK_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed <= RELATIVE_TIME_MAX_WEEKS * WEEK_MS) return ago(Math.floor(elapsed / WEEK_MS), 'week');
  return dateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(then);
};
