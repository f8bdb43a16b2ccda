import { isLegalHoliday } from './holidays';

/*
 * Business days, by the definition each rule uses (docs/decisions.md "Business days"):
 * - RESCISSION: Regulation Z §1026.2(a)(6)'s precise definition for the right to cancel: every calendar day except
 *   Sundays and the legal public holidays on their actual date. Saturdays count.
 * - GENERAL: the days our offices and our outside parties (notaries, reviewers) work: Monday to Friday except the legal
 *   public holidays as federal offices and banks observe them.
 * Dates are calendar dates 'yyyy-MM-dd' in the property's zone (zoned-time.ts turns instants into them): no clock.
 */

export type BusinessDayRule = 'RESCISSION' | 'GENERAL';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date; RangeError for anything but a real 'yyyy-MM-dd'. */
const toDayNumber = (isoDate: string): number => {
  const match = ISO_DATE.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return ms / DAY_MS;
};

const toIsoDate = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** 1970-01-01 was a Thursday. */
const weekdayOfDayNumber = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;

/** The day of the week of a calendar date: 0 Sunday ... 6 Saturday. */
export const weekdayOf = (isoDate: string): number => weekdayOfDayNumber(toDayNumber(isoDate));

/** The calendar date `days` after (or before, when negative) `isoDate`. */
export const addCalendarDays = (isoDate: string, days: number): string => toIsoDate(toDayNumber(isoDate) + days);

const isBusinessDayNumber = (dayNumber: number, rule: BusinessDayRule): boolean => {
  const weekday = weekdayOfDayNumber(dayNumber);
  if (weekday === 0) return false;
  if (rule === 'RESCISSION') return !isLegalHoliday(toIsoDate(dayNumber), 'ACTUAL');
  return weekday !== 6 && !isLegalHoliday(toIsoDate(dayNumber), 'OBSERVED');
};

export const isBusinessDay = (isoDate: string, rule: BusinessDayRule): boolean =>
  isBusinessDayNumber(toDayNumber(isoDate), rule);

/**
 * The `count`-th business day after `isoDate` by `rule` (the date itself never counts; 0 answers the date itself).
 * addBusinessDays('2026-11-25', 3, 'RESCISSION') skips Thanksgiving and the Sunday: '2026-11-30'.
 */
export const addBusinessDays = (isoDate: string, count: number, rule: BusinessDayRule): string => {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of days: ${count}`);
  let day = toDayNumber(isoDate);
  for (let left = count; left > 0;) {
    day += 1;
    if (isBusinessDayNumber(day, rule)) left -= 1;
  }
  return toIsoDate(day);
};
