import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatLongCalendarDate, formatLongDateIn, timeZoneNameAt } from './in-time-zone';

describe('dates on the clocks of the property', () => {
  const nineCentral = new Date('2026-11-27T15:00:00Z');

  it('show weekday, date, time and zone', () => {
    expect(formatDateTimeIn(nineCentral, 'America/Chicago')).toBe('Fri, 11/27/2026, 9:00 AM CST');
    expect(formatDateTimeIn(nineCentral, 'America/Denver')).toBe('Fri, 11/27/2026, 8:00 AM MST');
  });

  it('show the calendar date of the zone, not of UTC', () => {
    // Midnight Central at the start of Monday 30 November is still Monday there, and 06:00 in UTC.
    expect(formatLongDateIn(new Date('2026-11-30T06:00:00Z'), 'America/Chicago')).toBe('Monday, November 30, 2026');
    expect(formatLongDateIn(new Date('2026-11-30T05:59:00Z'), 'America/Chicago')).toBe('Sunday, November 29, 2026');
  });

  it('show a calendar date with its weekday, whatever zone the reader is in', () => {
    expect(formatLongCalendarDate('2026-11-30')).toBe('Monday, November 30, 2026');
    expect(formatLongCalendarDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('name the zone as it is kept on that day', () => {
    expect(timeZoneNameAt(nineCentral, 'America/Chicago')).toBe('Central Standard Time');
    expect(timeZoneNameAt(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe('Central Daylight Time');
    expect(timeZoneNameAt(new Date('2026-07-01T12:00:00Z'), 'America/Phoenix')).toBe('Mountain Standard Time');
  });

  it('keep each language and zone apart when the same format was made for another', () => {
    expect(formatLongDateIn(nineCentral, 'America/Chicago')).toBe('Friday, November 27, 2026');
    expect(formatLongDateIn(nineCentral, 'America/Chicago', 'es-US')).toBe('viernes, 27 de noviembre de 2026');
    expect(formatLongDateIn(new Date('2026-11-28T03:00:00Z'), 'America/Chicago')).toBe('Friday, November 27, 2026');
    expect(formatLongDateIn(new Date('2026-11-28T03:00:00Z'), 'America/New_York')).toBe('Friday, November 27, 2026');
    expect(formatLongDateIn(new Date('2026-11-28T05:00:00Z'), 'America/New_York')).toBe('Saturday, November 28, 2026');
  });

  it('refuse a zone that does not exist', () => {
    expect(() => formatLongDateIn(nineCentral, 'America/Atlantis')).toThrow(RangeError);
    expect(() => formatDateTimeIn(nineCentral, 'America/Atlantis')).toThrow(RangeError);
  });
});
