import { describe, expect, it } from 'vitest';
import { formatBusinessHours, formatClockTime, type BusinessHoursEntry, WEEKDAY_SHORT_NAMES } from './business-hours';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const day = (weekdayValue: number, startTime: string, endTime: string, isOpen = true): BusinessHoursEntry => ({
  weekday: NAMES[weekdayValue - 1] ?? '',
  weekdayValue,
  startTime,
  endTime,
  isOpen,
});
const weekdays = [1, 2, 3, 4, 5].map((d) => day(d, '06:00', '18:00'));

describe('formatBusinessHours (docs/product/widgets-and-calculations.md §7: a weekday range with times in PT)', () => {
  it('names days from weekdayValue 1 = Monday to 7 = Sunday', () => {
    expect(WEEKDAY_SHORT_NAMES.slice(1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it.each<[string, BusinessHoursEntry[], string[]]>([
    ['Monday to Friday', weekdays, ['Mon-Fri 6am-6pm PT']],
    ['unordered input', [...weekdays].reverse(), ['Mon-Fri 6am-6pm PT']],
    [
      'weekdays plus a shorter Saturday',
      [...weekdays, day(6, '08:00:00', '17:30:00'), day(7, '00:00', '00:00', false)],
      ['Mon-Fri 6am-6pm PT', 'Sat 8am-5:30pm PT'],
    ],
    [
      'a closed Wednesday splits the run',
      weekdays.map((d) => (d.weekdayValue === 3 ? { ...d, isOpen: false } : d)),
      ['Mon-Tue 6am-6pm PT', 'Thu-Fri 6am-6pm PT'],
    ],
    [
      'different hours split the run',
      [day(1, '06:00', '18:00'), day(2, '07:00', '18:00')],
      ['Mon 6am-6pm PT', 'Tue 7am-6pm PT'],
    ],
    ['out-of-range weekday values are left out', [day(0, '06:00', '18:00'), day(8, '06:00', '18:00')], []],
    ['nothing open', [], []],
  ])('%s', (_case, entries, expected) => {
    expect(formatBusinessHours(entries)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['00:00', '12am'],
    ['06:00', '6am'],
    ['12:00', '12pm'],
    ['13:15:00', '1:15pm'],
    ['23:59', '11:59pm'],
    ['9am', '9am'],
  ])('formatClockTime(%s) = %s', (time, expected) => {
    expect(formatClockTime(time)).toBe(expected);
  });
});
