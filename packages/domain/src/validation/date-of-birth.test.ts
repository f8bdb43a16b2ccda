import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateOf, dateOfBirthSchema, isRealDate, minimumAgeFor } from './date-of-birth';

const asOf = new Date('2026-06-15T12:00:00Z');
const messageOf = (value: unknown, options: Partial<Parameters<typeof dateOfBirthSchema>[0]> = {}) =>
  dateOfBirthSchema({ asOf, ...options })
    .safeParse(value)
    .error?.issues.map((i) => i.message);

describe('dateOfBirthSchema (docs/product/widgets-and-calculations.md §5, docs/product/registration-and-routing.md §5)', () => {
  it.each([
    [undefined, 'Date of birth is required'],
    [null, 'Date of birth is required'],
    [{}, 'Date of birth is required'],
    [{ day: '', month: '6', year: '1990' }, 'Date of birth is required'],
    [{ day: 31, month: 2, year: 1990 }, 'Invalid date'],
    [{ day: 1, month: 13, year: 1990 }, 'Invalid date'],
    [{ day: 'x', month: 1, year: 1990 }, 'Invalid date'],
    [{ day: 1.5, month: 1, year: 1990 }, 'Invalid date'],
    [{ day: 31, month: 12, year: 1899 }, 'Invalid date'],
    [{ day: 16, month: 6, year: 2008 }, 'Must be at least 18 years old'],
    [{ day: 1, month: 1, year: 2030 }, 'Must be at least 18 years old'],
    ['1990-01-01', 'Date of birth is required'],
  ])('rejects %j with %j', (value, message) => {
    expect(messageOf(value)).toEqual([message]);
  });

  it('accepts someone turning 18 today, and parses the parts to numbers', () => {
    expect(dateOfBirthSchema({ asOf }).parse({ day: '15', month: '06', year: '2008' })).toEqual({
      day: 15,
      month: 6,
      year: 2008,
    });
  });

  it('accepts 1 January 1900', () => {
    expect(messageOf({ day: 1, month: 1, year: 1900 })).toBeUndefined();
  });

  it('asks 19 in Alabama', () => {
    expect(messageOf({ day: 15, month: 6, year: 2008 }, { state: 'AL' })).toEqual(['Must be at least 19 years old']);
    expect(messageOf({ day: 15, month: 6, year: 2007 }, { state: 'al' })).toBeUndefined();
  });

  it('asks 62 in the age-restricted variant, in any state', () => {
    expect(messageOf({ day: 16, month: 6, year: 1964 }, { ageRestricted: true, state: 'AL' })).toEqual([
      'Must be 62 years or older to apply for a loan',
    ]);
    expect(messageOf({ day: 15, month: 6, year: 1964 }, { ageRestricted: true })).toBeUndefined();
  });

  it('reads "today" in the given time zone', () => {
    // 03:00 UTC on 16 June is still 15 June in Los Angeles: a 16 June 2008 birthday is not yet 18 there.
    const lateEvening = new Date('2026-06-16T03:00:00Z');
    const dob = { day: 16, month: 6, year: 2008 };
    expect(dateOfBirthSchema({ asOf: lateEvening }).safeParse(dob).success).toBe(true);
    expect(dateOfBirthSchema({ asOf: lateEvening, timeZone: 'America/Los_Angeles' }).safeParse(dob).success).toBe(
      false,
    );
  });
});

describe('age helpers', () => {
  it.each([
    [{ ageRestricted: true }, 62],
    [{ state: 'AL' }, 19],
    [{ state: 'TX' }, 18],
    [{}, 18],
  ])('minimum age for %j is %i', (rule, age) => {
    expect(minimumAgeFor(rule).age).toBe(age);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    const dob = { day: 29, month: 2, year: 2008 };
    expect(ageOn(dob, { day: 28, month: 2, year: 2026 })).toBe(17);
    expect(ageOn(dob, { day: 1, month: 3, year: 2026 })).toBe(18);
  });

  it('agrees with a date-arithmetic age for any real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2026-06-15T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const dob = calendarDateOf(d);
          expect(isRealDate(dob)).toBe(true);
          const age = ageOn(dob, calendarDateOf(asOf));
          const anniversary = new Date(Date.UTC(dob.year + age, dob.month - 1, dob.day));
          expect(anniversary.getTime()).toBeLessThanOrEqual(asOf.getTime());
          expect(new Date(Date.UTC(dob.year + age + 1, dob.month - 1, dob.day)).getTime()).toBeGreaterThan(
            asOf.getTime(),
          );
        },
      ),
    );
  });
});
