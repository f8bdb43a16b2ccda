import { allForYear } from '@18f/us-federal-holidays';

/*
 * Business days for the closing (issue 13): every calendar day except Saturdays, Sundays and US federal holidays as
 * OPM observes them (a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after). Dates are
 * calendar dates 'yyyy-MM-dd' (no clock, no time zone): pure.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The observed federal holidays of a year as 'yyyy-MM-dd'. */
export const federalHolidays = (year: number): ReadonlySet<string> => {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      allForYear(year, { shiftSaturdayHolidays: true, shiftSundayHolidays: true }).map((h) => {
        const [y, m, d] = h.dateString.split('-').map(Number) as [number, number, number];
        return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      }),
    );
    holidaysByYear.set(year, days);
  }
  return days;
};

const toUtcMs = (isoDate: string): number => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

const toIsoDate = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

/** The calendar date (UTC) of an instant, 'yyyy-MM-dd'. */
export const utcCalendarDate = (instant: Date): string => toIsoDate(instant.getTime());

export const isFederalHoliday = (isoDate: string): boolean => {
  const year = new Date(toUtcMs(isoDate)).getUTCFullYear();
  // 31 December may observe the next year's New Year's Day (when 1 January is a Saturday).
  return federalHolidays(year).has(isoDate) || federalHolidays(year + 1).has(isoDate);
};

export const isWeekend = (isoDate: string): boolean => {
  const day = new Date(toUtcMs(isoDate)).getUTCDay();
  return day === 0 || day === 6;
};

export const isBusinessDay = (isoDate: string): boolean => !isWeekend(isoDate) && !isFederalHoliday(isoDate);

/**
 * The `count`-th business day after `isoDate` (the date itself never counts): addBusinessDays('2026-11-25', 3) skips
 * Thanksgiving (26th) and the weekend and answers '2026-12-01'. A count of 0 answers the date itself.
 */
export const addBusinessDays = (isoDate: string, count: number): string => {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of days: ${count}`);
  let time = toUtcMs(isoDate);
  for (let left = count; left > 0;) {
    time += DAY_MS;
    if (isBusinessDay(toIsoDate(time))) left -= 1;
  }
  return toIsoDate(time);
};

/** The right to cancel of a primary residence lasts three business days after signing (issue 13). */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * The end of the right to cancel: midnight (UTC) at the end of the third business day after the day the deed was
 * signed. Answers the last day (for display) and the instant it ends.
 */
export const rescissionDeadline = (signedAt: Date): { lastDay: string; endsAt: Date } => {
  const lastDay = addBusinessDays(utcCalendarDate(signedAt), RESCISSION_BUSINESS_DAYS);
  return { lastDay, endsAt: new Date(toUtcMs(lastDay) + DAY_MS) };
};
