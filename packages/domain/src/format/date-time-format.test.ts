import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarPartsIn, dateTimeFormat } from './date-time-format';

afterEach(() => vi.restoreAllMocks());

describe('dateTimeFormat', () => {
  it('makes one formatter per language and options, and hands the same one out again', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const options = { timeZone: 'America/Denver', month: 'short', day: 'numeric' } as const;
    const first = dateTimeFormat('en-US', options);
    const again = dateTimeFormat('en-US', { ...options });
    expect(again).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat('es-US', options)).not.toBe(first);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'America/Phoenix' })).not.toBe(first);
    expect(made).toHaveBeenCalledTimes(3);
  });

  it('formats as a new formatter of the same options does', () => {
    const at = new Date('2026-03-08T09:30:00Z');
    const options = { timeZone: 'America/Chicago', dateStyle: 'full', timeStyle: 'short' } as const;
    expect(dateTimeFormat('es-US', options).format(at)).toBe(new Intl.DateTimeFormat('es-US', options).format(at));
  });

  it('refuses an unknown time zone', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});

describe('calendarPartsIn', () => {
  it('answers the date the instant falls on in the zone', () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z');
    expect(calendarPartsIn(lateEvening, 'UTC')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(calendarPartsIn(lateEvening, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(calendarPartsIn(new Date('2027-01-01T04:59:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
  });
});
