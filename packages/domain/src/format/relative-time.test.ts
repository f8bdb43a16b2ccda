import { describe, expect, it } from 'vitest';
import { formatRelativeTime, RELATIVE_TIME_MAX_WEEKS } from './relative-time';

const now = new Date('2025-06-15T18:00:00Z');
const before = (ms: number): Date => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime (docs/product/application-area.md §9: minutes, hours, days, weeks, then month and day after 4 weeks)', () => {
  it('switches to month and day after 4 weeks', () => {
    expect(RELATIVE_TIME_MAX_WEEKS).toBe(4);
  });

  it.each<[string, Date, string]>([
    ['now', now, 'Just now'],
    ['59 seconds', before(59_000), 'Just now'],
    ['in the future', before(-HOUR), 'Just now'],
    ['1 minute', before(MIN), '1 minute ago'],
    ['59 minutes', before(59 * MIN + 59_000), '59 minutes ago'],
    ['1 hour', before(HOUR), '1 hour ago'],
    ['23 hours', before(23 * HOUR + 59 * MIN), '23 hours ago'],
    ['1 day', before(DAY), '1 day ago'],
    ['6 days', before(6 * DAY + 23 * HOUR), '6 days ago'],
    ['7 days', before(7 * DAY), '1 week ago'],
    ['27 days', before(27 * DAY), '3 weeks ago'],
    ['exactly 4 weeks', before(28 * DAY), '4 weeks ago'],
    ['4 weeks and a minute', before(28 * DAY + MIN), 'May 18'],
    ['a year', before(365 * DAY), 'Jun 15'],
  ])('%s ago → %s', (_case, then, expected) => {
    expect(formatRelativeTime(then, now)).toBe(expected);
  });

  it('shows the Pacific calendar day by default', () => {
    // 2025-05-01T03:00Z is the evening of April 30 in Los Angeles.
    expect(formatRelativeTime(new Date('2025-05-01T03:00:00Z'), now)).toBe('Apr 30');
    expect(formatRelativeTime(new Date('2025-05-01T03:00:00Z'), now, 'UTC')).toBe('May 1');
  });

  it('is empty for an invalid date', () => {
    expect(formatRelativeTime(new Date('nope'), now)).toBe('');
  });
});
