import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../format/business-hours';
import { isWithinOperatingHours } from './operating-hours';

const entry = (weekdayValue: number, startTime: string, endTime: string, isOpen = true): BusinessHoursEntry => ({
  weekday: 'DAY',
  weekdayValue,
  startTime,
  endTime,
  isOpen,
});
// Monday to Friday, 6am to 6pm Pacific; Saturday closed; Sunday until midnight.
const hours = [1, 2, 3, 4, 5]
  .map((d) => entry(d, '06:00', '18:00'))
  .concat(entry(6, '06:00', '18:00', false), entry(7, '20:00', '00:00'));

describe('isWithinOperatingHours (docs/product/widgets-and-calculations.md §4, §7: times in PT)', () => {
  it.each<[string, string, boolean]>([
    ['Monday 6:00am PT (13:00Z in summer)', '2025-06-02T13:00:00Z', true],
    ['Monday 5:59am PT', '2025-06-02T12:59:00Z', false],
    ['Monday 5:59pm PT', '2025-06-03T00:59:00Z', true],
    ['Monday 6:00pm PT (end is exclusive)', '2025-06-03T01:00:00Z', false],
    ['Tuesday 01:00Z is still Monday evening in PT', '2025-06-03T01:30:00Z', false],
    ['Friday noon PT in winter (20:00Z)', '2025-12-05T20:00:00Z', true],
    ['Saturday noon PT: closed', '2025-06-07T19:00:00Z', false],
    ['Sunday 11:30pm PT: open until midnight', '2025-06-09T06:30:00Z', true],
    ['Sunday 7pm PT', '2025-06-09T02:00:00Z', false],
  ])('%s → %s', (_case, at, expected) => {
    expect(isWithinOperatingHours(hours, new Date(at))).toBe(expected);
  });

  it('reads another zone when asked, and refuses bad input', () => {
    expect(isWithinOperatingHours(hours, new Date('2025-06-02T07:00:00Z'), 'UTC')).toBe(true);
    expect(isWithinOperatingHours(hours, new Date('nope'))).toBe(false);
    expect(isWithinOperatingHours([entry(1, 'six', '18:00')], new Date('2025-06-02T19:00:00Z'))).toBe(false);
    expect(isWithinOperatingHours([], new Date('2025-06-02T19:00:00Z'))).toBe(false);
  });
});
