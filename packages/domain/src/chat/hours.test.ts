import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATING_WEEK,
  HOURS_MISSING_TIME_MESSAGE,
  HOURS_SEVEN_DAYS_MESSAGE,
  HOURS_START_AFTER_END_MESSAGE,
  checkOperatingWeek,
  isOpenAt,
  operatingWeekdayOf,
  upcomingHolidays,
} from './hours';

/*
 * docs/product/chat.md §2: the default week (Mon-Fri 6am-6pm PT, Sat 8am-2pm PT, Sun closed), holidays closing the
 * departments they name, and the console's week check. Every instant is fixed; November 2026 is Pacific standard time
 * (UTC-8), June 2026 daylight time (UTC-7).
 */

describe('isOpenAt on the default week', () => {
  it.each([
    ['Monday 05:59 PT', '2026-11-23T13:59:00Z', false],
    ['Monday 06:00 PT', '2026-11-23T14:00:00Z', true],
    ['Thursday 17:59 PT', '2026-11-27T01:59:00Z', true],
    ['Thursday 18:00 PT', '2026-11-27T02:00:00Z', false],
    ['Saturday 08:00 PT', '2026-11-28T16:00:00Z', true],
    ['Saturday 14:00 PT', '2026-11-28T22:00:00Z', false],
    ['Sunday noon PT', '2026-11-29T20:00:00Z', false],
    ['Monday 06:00 PDT in June', '2026-06-01T13:00:00Z', true],
    ['Monday 05:30 PDT in June', '2026-06-01T12:30:00Z', false],
  ])('%s → %s', (_label, at, expected) => {
    expect(isOpenAt(DEFAULT_OPERATING_WEEK, [], new Date(at))).toBe(expected);
  });

  it('is closed all day on a holiday, by its Pacific date', () => {
    const holidays = [{ date: '2026-11-26' }];
    expect(isOpenAt(DEFAULT_OPERATING_WEEK, holidays, new Date('2026-11-26T18:00:00Z'))).toBe(false);
    // 7pm UTC on the 27th is 11am PT on the 27th: the day after the holiday is open again.
    expect(isOpenAt(DEFAULT_OPERATING_WEEK, holidays, new Date('2026-11-27T19:00:00Z'))).toBe(true);
    // 2am UTC on the 27th is still the 26th in Pacific time (and past 6pm anyway); 1am UTC is 5pm PT on the 26th.
    expect(isOpenAt(DEFAULT_OPERATING_WEEK, holidays, new Date('2026-11-27T01:00:00Z'))).toBe(false);
  });

  it('reads an end of 00:00 as midnight, and an invalid instant as closed', () => {
    const late = DEFAULT_OPERATING_WEEK.map((d) => (d.weekdayValue === 1 ? { ...d, endTime: '00:00' } : d));
    expect(isOpenAt(late, [], new Date('2026-11-24T07:30:00Z'))).toBe(true); // Monday 23:30 PT
    expect(isOpenAt(late, [], new Date('nope'))).toBe(false);
  });
});

describe('operatingWeekdayOf', () => {
  it('numbers Pacific days 1 (Monday) to 7 (Sunday)', () => {
    expect(operatingWeekdayOf(new Date('2026-11-23T20:00:00Z'))).toBe(1);
    expect(operatingWeekdayOf(new Date('2026-11-30T07:00:00Z'))).toBe(7); // Sunday 23:00 PT
  });
});

describe('upcomingHolidays', () => {
  const holidays = [
    { date: '2027-01-01', departments: ['OPS_PHONE', 'OPS_CHAT'] },
    { date: '2026-11-26', departments: ['OPS_CHAT'] },
    { date: '2026-11-20', departments: ['OPS_CHAT'] },
    { date: '2027-03-01', departments: ['OPS_CHAT'] },
  ];
  it("lists the department's holidays from today for 60 days, in order", () => {
    const at = new Date('2026-11-23T20:00:00Z');
    expect(upcomingHolidays(holidays, 'OPS_CHAT', at).map((h) => h.date)).toEqual(['2026-11-26', '2027-01-01']);
    expect(upcomingHolidays(holidays, 'OPS_PHONE', at).map((h) => h.date)).toEqual(['2027-01-01']);
  });
});

describe('checkOperatingWeek', () => {
  const week = DEFAULT_OPERATING_WEEK.map((d) => ({ ...d }));
  it('accepts the default week and stores a closed day without times', () => {
    const closedWithTimes = week.map((d) =>
      d.weekdayValue === 7 ? { ...d, startTime: '09:00', endTime: '10:00' } : d,
    );
    const checked = checkOperatingWeek(closedWithTimes);
    expect(checked.problems).toEqual([]);
    expect(checked.week[6]).toEqual({
      weekday: 'SUNDAY',
      weekdayValue: 7,
      startTime: null,
      endTime: null,
      isOpen: false,
    });
  });
  it('refuses an open day whose start is not before its end, and one without times', () => {
    const bad = week.map((d) =>
      d.weekdayValue === 2
        ? { ...d, startTime: '18:00', endTime: '06:00' }
        : d.weekdayValue === 3
          ? { ...d, startTime: null }
          : d,
    );
    expect(checkOperatingWeek(bad).problems).toEqual([
      HOURS_START_AFTER_END_MESSAGE('TUESDAY'),
      HOURS_MISSING_TIME_MESSAGE('WEDNESDAY'),
    ]);
    expect(HOURS_START_AFTER_END_MESSAGE('TUESDAY')).toBe('Tuesday: the opening time must be before the closing time.');
  });
  it("takes an end of '00:00' as midnight", () => {
    const late = week.map((d) => (d.weekdayValue === 1 ? { ...d, startTime: '18:00', endTime: '00:00' } : d));
    expect(checkOperatingWeek(late).problems).toEqual([]);
  });
  it('needs each day once', () => {
    const twice = week.map((d) => (d.weekdayValue === 7 ? { ...d, weekdayValue: 1 } : d));
    expect(checkOperatingWeek(twice).problems).toEqual([HOURS_SEVEN_DAYS_MESSAGE]);
  });
});
