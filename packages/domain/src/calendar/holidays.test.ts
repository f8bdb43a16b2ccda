import { describe, expect, it } from 'vitest';
import { isLegalHoliday, legalPublicHolidays } from './holidays';

/*
 * The legal public holidays of 2026-2030 restated row by row: the actual date (Regulation Z's rescission days) and
 * the date federal offices and banks observe it (a Saturday holiday on the Friday before, a Sunday one on the Monday
 * after).
 */
const TABLE: Record<number, Array<[name: string, actual: string, observed: string]>> = {
  2026: [
    ["New Year's Day", '2026-01-01', '2026-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2026-01-19', '2026-01-19'],
    ["Washington's Birthday", '2026-02-16', '2026-02-16'],
    ['Memorial Day', '2026-05-25', '2026-05-25'],
    ['Juneteenth National Independence Day', '2026-06-19', '2026-06-19'],
    ['Independence Day', '2026-07-04', '2026-07-03'],
    ['Labor Day', '2026-09-07', '2026-09-07'],
    ['Columbus Day', '2026-10-12', '2026-10-12'],
    ['Veterans Day', '2026-11-11', '2026-11-11'],
    ['Thanksgiving Day', '2026-11-26', '2026-11-26'],
    ['Christmas Day', '2026-12-25', '2026-12-25'],
  ],
  2027: [
    ["New Year's Day", '2027-01-01', '2027-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2027-01-18', '2027-01-18'],
    ["Washington's Birthday", '2027-02-15', '2027-02-15'],
    ['Memorial Day', '2027-05-31', '2027-05-31'],
    ['Juneteenth National Independence Day', '2027-06-19', '2027-06-18'],
    ['Independence Day', '2027-07-04', '2027-07-05'],
    ['Labor Day', '2027-09-06', '2027-09-06'],
    ['Columbus Day', '2027-10-11', '2027-10-11'],
    ['Veterans Day', '2027-11-11', '2027-11-11'],
    ['Thanksgiving Day', '2027-11-25', '2027-11-25'],
    ['Christmas Day', '2027-12-25', '2027-12-24'],
  ],
  2028: [
    ["New Year's Day", '2028-01-01', '2027-12-31'],
    ['Birthday of Martin Luther King, Jr.', '2028-01-17', '2028-01-17'],
    ["Washington's Birthday", '2028-02-21', '2028-02-21'],
    ['Memorial Day', '2028-05-29', '2028-05-29'],
    ['Juneteenth National Independence Day', '2028-06-19', '2028-06-19'],
    ['Independence Day', '2028-07-04', '2028-07-04'],
    ['Labor Day', '2028-09-04', '2028-09-04'],
    ['Columbus Day', '2028-10-09', '2028-10-09'],
    ['Veterans Day', '2028-11-11', '2028-11-10'],
    ['Thanksgiving Day', '2028-11-23', '2028-11-23'],
    ['Christmas Day', '2028-12-25', '2028-12-25'],
  ],
  2029: [
    ["New Year's Day", '2029-01-01', '2029-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2029-01-15', '2029-01-15'],
    ["Washington's Birthday", '2029-02-19', '2029-02-19'],
    ['Memorial Day', '2029-05-28', '2029-05-28'],
    ['Juneteenth National Independence Day', '2029-06-19', '2029-06-19'],
    ['Independence Day', '2029-07-04', '2029-07-04'],
    ['Labor Day', '2029-09-03', '2029-09-03'],
    ['Columbus Day', '2029-10-08', '2029-10-08'],
    ['Veterans Day', '2029-11-11', '2029-11-12'],
    ['Thanksgiving Day', '2029-11-22', '2029-11-22'],
    ['Christmas Day', '2029-12-25', '2029-12-25'],
  ],
  2030: [
    ["New Year's Day", '2030-01-01', '2030-01-01'],
    ['Birthday of Martin Luther King, Jr.', '2030-01-21', '2030-01-21'],
    ["Washington's Birthday", '2030-02-18', '2030-02-18'],
    ['Memorial Day', '2030-05-27', '2030-05-27'],
    ['Juneteenth National Independence Day', '2030-06-19', '2030-06-19'],
    ['Independence Day', '2030-07-04', '2030-07-04'],
    ['Labor Day', '2030-09-02', '2030-09-02'],
    ['Columbus Day', '2030-10-14', '2030-10-14'],
    ['Veterans Day', '2030-11-11', '2030-11-11'],
    ['Thanksgiving Day', '2030-11-28', '2030-11-28'],
    ['Christmas Day', '2030-12-25', '2030-12-25'],
  ],
};

describe('legal public holidays 2026-2030', () => {
  it.each(Object.keys(TABLE).map(Number))('%i: the eleven holidays on their actual dates', (year) => {
    expect(legalPublicHolidays(year, 'ACTUAL')).toEqual(TABLE[year]!.map(([name, date]) => ({ name, date })));
  });

  it.each(Object.keys(TABLE).map(Number))('%i: each observed on the weekday federal offices keep', (year) => {
    for (const [name, actual, observed] of TABLE[year]!) {
      expect(isLegalHoliday(actual, 'ACTUAL'), `${name} ${actual}`).toBe(true);
      expect(isLegalHoliday(observed, 'OBSERVED'), `${name} observed ${observed}`).toBe(true);
      // A weekend holiday's weekday is an ordinary day for the actual reading, its weekend day for the observed one.
      if (observed !== actual) {
        expect(isLegalHoliday(observed, 'ACTUAL'), `${name} ${observed}`).toBe(false);
        expect(isLegalHoliday(actual, 'OBSERVED'), `${name} ${actual}`).toBe(false);
      }
    }
  });

  it('knows no other day as a holiday', () => {
    const actual = new Set(Object.values(TABLE).flatMap((rows) => rows.map(([, date]) => date)));
    const observed = new Set(Object.values(TABLE).flatMap((rows) => rows.map(([, , date]) => date)));
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(isLegalHoliday(day, 'ACTUAL'), day).toBe(actual.has(day));
      expect(isLegalHoliday(day, 'OBSERVED'), day).toBe(observed.has(day));
    }
  });
});
