import { describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, isBusinessDay, weekdayOf } from './business-days';

describe('business days for the right to cancel (Regulation Z §1026.2(a)(6))', () => {
  it('count Saturdays and skip Sundays', () => {
    expect(isBusinessDay('2026-11-28', 'RESCISSION')).toBe(true); // Saturday
    expect(isBusinessDay('2026-11-29', 'RESCISSION')).toBe(false); // Sunday
    // Thursday 3 December 2026: Friday, Saturday, Monday.
    expect(addBusinessDays('2026-12-03', 3, 'RESCISSION')).toBe('2026-12-07');
  });

  it('skip a legal public holiday on its actual date, and count the weekday it is observed on', () => {
    // Thanksgiving, Thursday 26 November 2026, is skipped; the Friday after it counts.
    expect(addBusinessDays('2026-11-25', 3, 'RESCISSION')).toBe('2026-11-30');
    // Independence Day 2026 is a Saturday: it is not a business day, the Friday it is observed on is.
    expect(isBusinessDay('2026-07-04', 'RESCISSION')).toBe(false);
    expect(isBusinessDay('2026-07-03', 'RESCISSION')).toBe(true);
    // Independence Day 2027 is a Sunday: the Monday it is observed on counts.
    expect(isBusinessDay('2027-07-05', 'RESCISSION')).toBe(true);
  });
});

describe("our offices' business days", () => {
  it('skip Saturdays and Sundays', () => {
    expect(addBusinessDays('2026-11-06', 1, 'GENERAL')).toBe('2026-11-09');
    expect(isBusinessDay('2026-11-07', 'GENERAL')).toBe(false);
    expect(isBusinessDay('2026-11-08', 'GENERAL')).toBe(false);
    expect(addBusinessDays('2026-11-02', 3, 'GENERAL')).toBe('2026-11-05');
  });

  it('skip a legal public holiday where it is observed', () => {
    expect(addBusinessDays('2026-11-25', 3, 'GENERAL')).toBe('2026-12-01');
    expect(isBusinessDay('2026-07-03', 'GENERAL')).toBe(false);
    expect(addBusinessDays('2026-07-02', 1, 'GENERAL')).toBe('2026-07-06');
    // Christmas 2027 is observed on Friday 24 December, New Year's Day 2028 on Friday 31 December 2027.
    expect(addBusinessDays('2027-12-23', 2, 'GENERAL')).toBe('2027-12-28');
    expect(isBusinessDay('2027-12-31', 'GENERAL')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('have weekdays and move by whole days across months and years', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addBusinessDays('2026-11-27', 0, 'GENERAL')).toBe('2026-11-27');
  });

  it('refuse a malformed date or count', () => {
    expect(() => addBusinessDays('2026-13-45x', 1, 'GENERAL')).toThrow(RangeError);
    expect(() => addBusinessDays('2026-02-30', 1, 'GENERAL')).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-02', -1, 'RESCISSION')).toThrow(RangeError);
  });
});
