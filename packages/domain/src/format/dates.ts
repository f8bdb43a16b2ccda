/**
 * Date display (docs/product/widgets-and-calculations.md §9 "Formatting"): MM/dd/yyyy for display, yyyy-MM-dd for ISO, and the display time zone
 * America/Los_Angeles. A Date is an instant, so it is read in that zone; date parts are a calendar date already and
 * are printed as they are.
 */

import { calendarPartsIn } from './date-time-format';

/** docs/product/widgets-and-calculations.md §9: the time zone dates and times are displayed in. */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

/** docs/product/widgets-and-calculations.md §3 "Date parts": day, month (1-12), year, as numbers or digit strings (form fields give strings). */
export interface DateParts {
  day: number | string;
  month: number | string;
  year: number | string;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const fromInstant = (date: Date, timeZone: string): CalendarDate | undefined =>
  Number.isNaN(date.getTime()) ? undefined : calendarPartsIn(date, timeZone);

const fromParts = ({ day, month, year }: DateParts): CalendarDate | undefined => {
  const [y, m, d] = [year, month, day].map((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v));
  if (![y, m, d].every((v) => typeof v === 'number' && Number.isInteger(v))) return undefined;
  const calendar = { year: y as number, month: m as number, day: d as number };
  // A real calendar date: Feb 30 rolls over in Date.UTC, so compare it back.
  const check = new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day));
  check.setUTCFullYear(calendar.year);
  const isReal = check.getUTCMonth() === calendar.month - 1 && check.getUTCDate() === calendar.day;
  return isReal && calendar.year >= 0 && calendar.year <= 9999 ? calendar : undefined;
};

const toCalendar = (date: Date | DateParts, timeZone: string): CalendarDate | undefined =>
  date instanceof Date ? fromInstant(date, timeZone) : fromParts(date);

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * MM/dd/yyyy (docs/product/widgets-and-calculations.md §9). A Date is shown as its calendar date in `timeZone` (default America/Los_Angeles).
 * Returns '' for an invalid Date or date parts that are not a real date.
 */
export const formatDisplayDate = (date: Date | DateParts, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const c = toCalendar(date, timeZone);
  return c ? `${pad(c.month, 2)}/${pad(c.day, 2)}/${pad(c.year, 4)}` : '';
};

/**
 * yyyy-MM-dd (docs/product/widgets-and-calculations.md §9). A Date is shown as its calendar date in `timeZone` (default America/Los_Angeles).
 * Returns '' for an invalid Date or date parts that are not a real date.
 */
export const formatIsoDate = (date: Date | DateParts, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const c = toCalendar(date, timeZone);
  return c ? `${pad(c.year, 4)}-${pad(c.month, 2)}-${pad(c.day, 2)}` : '';
};
