import { allForYear } from '@18f/us-federal-holidays';

/*
 * The legal public holidays of 5 U.S.C. 6103(a): New Year's Day, Martin Luther King Jr.'s Birthday, Washington's
 * Birthday, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving Day and
 * Christmas Day, computed by their rule for any year (the library knows each one's date or weekday rule). Inauguration
 * Day (6103(c)), a holiday only for federal employees around Washington, is not one of them: the library adds it only
 * when asked.
 *
 * Two readings of a holiday that falls on a weekend (docs/decisions.md "Business days"):
 * - its ACTUAL date, which Regulation Z's rescission rule uses (Official Interpretation 2(a)(6)-2: when 4 July is a
 *   Saturday, the Friday on which it is observed is a business day);
 * - its OBSERVED date as federal offices and banks keep it (a Saturday holiday on the Friday before, a Sunday holiday
 *   on the Monday after), which our other business days use.
 */

export type HolidayReading = 'ACTUAL' | 'OBSERVED';

export interface LegalHoliday {
  name: string;
  /** 'yyyy-MM-dd' */
  date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toIsoDate = (dateString: string): string => {
  const [y, m, d] = dateString.split('-').map(Number) as [number, number, number];
  return `${y}-${pad(m)}-${pad(d)}`;
};

/** Each year's holidays in each reading: the list, and its dates for lookups. */
const cache = new Map<string, { list: readonly LegalHoliday[]; dates: ReadonlySet<string> }>();

const holidaysOf = (year: number, reading: HolidayReading) => {
  const key = `${year}:${reading}`;
  let entry = cache.get(key);
  if (!entry) {
    const shift = reading === 'OBSERVED';
    const list = allForYear(year, { shiftSaturdayHolidays: shift, shiftSundayHolidays: shift })
      .map((h) => ({ name: h.name, date: toIsoDate(h.dateString) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    entry = { list, dates: new Set(list.map((h) => h.date)) };
    cache.set(key, entry);
  }
  return entry;
};

/**
 * The legal public holidays of a year in date order. OBSERVED may hold 31 December of the year before the next New
 * Year's Day (when 1 January is a Saturday), and then not 1 January of its own year (observed the year before).
 */
export const legalPublicHolidays = (year: number, reading: HolidayReading): readonly LegalHoliday[] =>
  holidaysOf(year, reading).list;

/** Whether a calendar date 'yyyy-MM-dd' is a legal public holiday, read on its actual or its observed date. */
export const isLegalHoliday = (isoDate: string, reading: HolidayReading): boolean => {
  const year = Number(isoDate.slice(0, 4));
  // 31 December may observe the next year's New Year's Day.
  return (
    holidaysOf(year, reading).dates.has(isoDate) ||
    (reading === 'OBSERVED' && holidaysOf(year + 1, reading).dates.has(isoDate))
  );
};
