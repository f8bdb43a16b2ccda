import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, isBusinessDay } from '../calendar/business-days';
import { STATE_TIME_ZONES } from '../calendar/us-time-zones';
import { ZIP3_TIME_ZONES, ZIP_TIME_ZONES } from '../calendar/zip-time-zones.data';
import { calendarDateIn, localTimeIn } from '../calendar/zoned-time';
import { closeOfBusinessAfter, lastDayBefore, rescissionDeadline, waitingPeriodEnd } from './deadlines';

const CENTRAL = 'America/Chicago';

describe('the right to cancel', () => {
  it('of a Texas borrower who signs at 7 pm Central on a Monday ends at midnight Central on Thursday', () => {
    // Monday 23 November 2026, 7 pm CST (already Tuesday in UTC).
    const { lastDay, endsAt } = rescissionDeadline(new Date('2026-11-24T01:00:00Z'), CENTRAL);
    expect(lastDay).toBe('2026-11-27');
    expect(endsAt.toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });

  it('from an ordinary Monday ends at midnight Central at the end of Thursday', () => {
    const { lastDay, endsAt } = rescissionDeadline(new Date('2026-12-08T01:00:00Z'), CENTRAL);
    expect(lastDay).toBe('2026-12-10');
    expect(endsAt.toISOString()).toBe('2026-12-11T06:00:00.000Z');
  });

  it('of one who signs on the Wednesday before Thanksgiving ends at midnight on the following Monday', () => {
    // Thanksgiving and the Sunday are excluded, the Friday and the Saturday count.
    const { lastDay, endsAt } = rescissionDeadline(new Date('2026-11-25T16:00:00Z'), CENTRAL);
    expect(lastDay).toBe('2026-11-30');
    expect(endsAt.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(lastDayBefore(endsAt, CENTRAL)).toBe('2026-11-30');
  });

  it('ends at the borrower’s midnight, not UTC’s: a Californian keeps the evening of the last day', () => {
    const { endsAt } = rescissionDeadline(new Date('2026-12-07T18:00:00Z'), 'America/Los_Angeles');
    expect(endsAt.toISOString()).toBe('2026-12-11T08:00:00.000Z');
  });
});

describe('waiting periods and expected dates', () => {
  it('a waiting period of one business day opens at the start of the next one in the property’s zone', () => {
    // Friday after Thanksgiving, 6:30 pm Central: Monday 30 November, midnight Central.
    expect(waitingPeriodEnd(new Date('2026-11-28T00:30:00Z'), 1, CENTRAL).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    // Wednesday before Thanksgiving: Friday (Thanksgiving is no business day of ours).
    expect(waitingPeriodEnd(new Date('2026-11-25T16:00:00Z'), 1, CENTRAL).toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    );
  });

  it('a decision expected in two business days is due at 5 pm in the property’s zone', () => {
    expect(closeOfBusinessAfter(new Date('2026-11-25T16:00:00Z'), 2, 'America/New_York').toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
  });
});

/*
 * Property tests over the calendar: every hour of every day of 2026 and 2027 (four daylight-saving changes), in every
 * zone a property of the organisations' states can be in (the states' zones and those of their ZIP codes: Indiana's
 * and Kentucky's counties, the Florida panhandle, Alaska's ...).
 */
const TERRITORIES = ['PR', 'VI', 'GU'];
const US_STATE_ZONES = [
  ...new Set([
    ...Object.entries(STATE_TIME_ZONES)
      .filter(([state]) => !TERRITORIES.includes(state))
      .map(([, zone]) => zone),
    ...Object.values(ZIP3_TIME_ZONES),
    ...Object.values(ZIP_TIME_ZONES),
  ]),
];
const HOUR_MS = 3_600_000;
const EVERY_HOUR = {
  from: Date.UTC(2026, 0, 1),
  to: Date.UTC(2028, 0, 1),
};

const forEveryHour = (check: (instant: Date, zone: string) => void) => {
  for (const zone of US_STATE_ZONES) {
    for (let t = EVERY_HOUR.from; t < EVERY_HOUR.to; t += HOUR_MS) check(new Date(t), zone);
  }
};

/** The calendar's own count of business days after `after` through `through`, remembered per pair of dates. */
const counted = new Map<string, number>();
const businessDaysBetween = (after: string, through: string, rule: 'RESCISSION' | 'GENERAL') => {
  const key = `${after}${through}${rule}`;
  let count = counted.get(key);
  if (count === undefined) {
    count = 0;
    for (let day = addCalendarDays(after, 1); day <= through; day = addCalendarDays(day, 1)) {
      if (isBusinessDay(day, rule)) count += 1;
    }
    counted.set(key, count);
  }
  return count;
};

/** Each walk checks 17,520 hours in each zone: more than the default few seconds. */
const WALK_TIMEOUT_MS = 120_000;

describe('the right to cancel over two years, every hour, in every US zone of our states', () => {
  it('covers the zones of the organisations’ states', () => {
    expect(US_STATE_ZONES).toEqual(
      expect.arrayContaining([
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Phoenix',
        'America/Los_Angeles',
        'America/Anchorage',
        'Pacific/Honolulu',
        'America/Indiana/Knox',
        'America/Kentucky/Louisville',
        'America/North_Dakota/Beulah',
        'America/Boise',
      ]),
    );
  });

  it(
    'ends after the signing, on an allowed day, at the local midnight that ends the third business day',
    () => {
      forEveryHour((signedAt, zone) => {
        const { lastDay, endsAt } = rescissionDeadline(signedAt, zone);
        const signedOn = calendarDateIn(signedAt, zone);
        const where = `${signedAt.toISOString()} ${zone}`;
        if (endsAt <= signedAt) expect.fail(`ends before the signing: ${where}`);
        if (!isBusinessDay(lastDay, 'RESCISSION')) expect.fail(`last day ${lastDay} not allowed: ${where}`);
        if (businessDaysBetween(signedOn, lastDay, 'RESCISSION') !== 3) expect.fail(`not 3 days: ${where}`);
        // The last day ends at local midnight: the next local day starts at endsAt, exactly.
        if (calendarDateIn(new Date(endsAt.getTime() - 1), zone) !== lastDay) expect.fail(`late: ${where}`);
        if (calendarDateIn(endsAt, zone) !== addCalendarDays(lastDay, 1)) expect.fail(`early: ${where}`);
        const { hour, minute } = localTimeIn(endsAt, zone);
        if (hour !== 0 || minute !== 0) expect.fail(`not at midnight: ${where}`);
        // At least three whole local days (each 23 to 25 hours), at most a holiday week's.
        const days = (endsAt.getTime() - signedAt.getTime()) / (24 * HOUR_MS);
        if (days <= 3 || days > 6) expect.fail(`${days} days: ${where}`);
      });
    },
    WALK_TIMEOUT_MS,
  );
});

describe('a waiting period over two years, every hour, in every US zone of our states', () => {
  it(
    'opens after it starts, at local midnight of the next business day',
    () => {
      forEveryHour((from, zone) => {
        const opens = waitingPeriodEnd(from, 1, zone);
        const day = calendarDateIn(opens, zone);
        const where = `${from.toISOString()} ${zone}`;
        if (opens <= from) expect.fail(`opens before it starts: ${where}`);
        if (!isBusinessDay(day, 'GENERAL')) expect.fail(`opens on ${day}: ${where}`);
        if (businessDaysBetween(calendarDateIn(from, zone), day, 'GENERAL') !== 1) expect.fail(`wrong day: ${where}`);
        const { hour, minute } = localTimeIn(opens, zone);
        if (hour !== 0 || minute !== 0) expect.fail(`not at midnight: ${where}`);
      });
    },
    WALK_TIMEOUT_MS,
  );
});

describe('any instant of the years the product will run', () => {
  it('gives a right to cancel that ends at local midnight after the signing (2026-2030)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...US_STATE_ZONES),
        (signedAt, zone) => {
          const { lastDay, endsAt } = rescissionDeadline(signedAt, zone);
          return (
            endsAt > signedAt &&
            isBusinessDay(lastDay, 'RESCISSION') &&
            localTimeIn(endsAt, zone).hour === 0 &&
            lastDayBefore(endsAt, zone) === lastDay
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
