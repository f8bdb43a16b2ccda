import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_ZONE, formatDisplayDate, formatIsoDate, type DateParts } from './dates';

describe('dates (docs/product/widgets-and-calculations.md §9: MM/dd/yyyy display, yyyy-MM-dd ISO, America/Los_Angeles)', () => {
  it('displays in America/Los_Angeles', () => {
    expect(DISPLAY_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it.each<[string, Date, string, string]>([
    ['a Pacific afternoon', new Date('2025-03-05T20:00:00Z'), '03/05/2025', '2025-03-05'],
    [
      'just after midnight UTC is still the day before in PT',
      new Date('2025-07-01T03:00:00Z'),
      '06/30/2025',
      '2025-06-30',
    ],
    ['new year in UTC is old year in PT', new Date('2026-01-01T02:00:00Z'), '12/31/2025', '2025-12-31'],
  ])('a Date: %s', (_case, date, display, iso) => {
    expect(formatDisplayDate(date)).toBe(display);
    expect(formatIsoDate(date)).toBe(iso);
  });

  it('reads a Date in another zone when asked', () => {
    expect(formatIsoDate(new Date('2025-07-01T03:00:00Z'), 'UTC')).toBe('2025-07-01');
  });

  it.each<[DateParts, string, string]>([
    [{ day: 5, month: 3, year: 1980 }, '03/05/1980', '1980-03-05'],
    [{ day: '29', month: '2', year: '2024' }, '02/29/2024', '2024-02-29'],
    [{ day: 31, month: 12, year: 99 }, '12/31/0099', '0099-12-31'],
  ])('date parts %j', (parts, display, iso) => {
    expect(formatDisplayDate(parts)).toBe(display);
    expect(formatIsoDate(parts)).toBe(iso);
  });

  it.each<[string, Date | DateParts]>([
    ['an invalid Date', new Date('nope')],
    ['February 30', { day: 30, month: 2, year: 2024 }],
    ['February 29 of a common year', { day: 29, month: 2, year: 2023 }],
    ['month 13', { day: 1, month: 13, year: 2024 }],
    ['empty strings', { day: '', month: '', year: '' }],
    ['a fractional day', { day: 1.5, month: 1, year: 2024 }],
    ['a five-digit year', { day: 1, month: 1, year: 10_000 }],
  ])('is empty for %s', (_case, date) => {
    expect(formatDisplayDate(date)).toBe('');
    expect(formatIsoDate(date)).toBe('');
  });
});
