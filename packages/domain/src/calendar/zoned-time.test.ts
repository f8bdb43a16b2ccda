import { describe, expect, it } from 'vitest';
import { calendarDateIn, instantAtLocalTime, localTimeIn, startOfDayIn } from './zoned-time';
import { timeZoneOfProperty } from './property-time-zone';
import { STATE_TIME_ZONES, timeZoneOfState } from './us-time-zones';

describe('the calendar of a time zone', () => {
  it('reads an instant as the date on local clocks', () => {
    // 7 pm Central on Monday 23 November 2026 is already Tuesday in UTC.
    expect(calendarDateIn(new Date('2026-11-24T01:00:00Z'), 'America/Chicago')).toBe('2026-11-23');
    expect(calendarDateIn(new Date('2026-11-24T01:00:00Z'), 'UTC')).toBe('2026-11-24');
  });

  it('finds local midnight on both sides of a daylight-saving change', () => {
    // Central clocks go back on 1 November 2026: that day starts in CDT (-5), the next one in CST (-6).
    expect(startOfDayIn('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    // Pacific clocks go forward on 8 March 2026.
    expect(startOfDayIn('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    // Arizona keeps standard time all year.
    expect(startOfDayIn('2026-07-01', 'America/Phoenix').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('finds a local time of day and reads it back', () => {
    const nine = instantAtLocalTime('2026-03-08', 9, 0, 'America/New_York');
    expect(nine.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(localTimeIn(nine, 'America/New_York')).toEqual({ hour: 9, minute: 0 });
  });

  it('refuses a zone it does not know rather than reading it as UTC', () => {
    expect(() => calendarDateIn(new Date(0), 'America/Nowhere')).toThrow(RangeError);
  });
});

describe('time zones of the states', () => {
  it('has a zone for every state and DC, each one the platform knows', () => {
    expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(54);
    for (const zone of Object.values(STATE_TIME_ZONES)) {
      expect(() => startOfDayIn('2026-01-01', zone)).not.toThrow();
    }
  });

  it('answers the main zone of a state, and the display zone for an unknown one', () => {
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('az')).toBe('America/Phoenix');
    expect(timeZoneOfState('ZZ')).toBe('America/Los_Angeles');
    expect(timeZoneOfState(null)).toBe('America/Los_Angeles');
  });
});

describe('the time zone of a property', () => {
  it.each([
    ['TX', '78701', 'America/Chicago'], // Austin
    ['TX', '77002', 'America/Chicago'], // Houston
    ['TX', '79901', 'America/Denver'], // El Paso
    ['FL', '33101', 'America/New_York'], // Miami
    ['FL', '32501', 'America/Chicago'], // Pensacola
    ['TN', '37203', 'America/Chicago'], // Nashville
    ['TN', '37902', 'America/New_York'], // Knoxville
    ['ID', '83702', 'America/Boise'], // Boise
    ['ID', '83814', 'America/Los_Angeles'], // Coeur d'Alene
    ['KY', '42001', 'America/Chicago'], // Paducah
    ['MI', '49801', 'America/Menominee'], // Iron Mountain
    ['AZ', '85004', 'America/Phoenix'],
    ['CA', '94105', 'America/Los_Angeles'],
    ['NY', '10001', 'America/New_York'],
    ['HI', '96813', 'Pacific/Honolulu'],
  ])('%s %s keeps %s', (state, zip, zone) => {
    expect(timeZoneOfProperty({ state, zip })).toBe(zone);
  });

  it('falls back on the state without a ZIP code it knows', () => {
    expect(timeZoneOfProperty({ state: 'CO', zip: null })).toBe('America/Denver');
    expect(timeZoneOfProperty({ state: 'OR' })).toBe('America/Los_Angeles');
  });
});
