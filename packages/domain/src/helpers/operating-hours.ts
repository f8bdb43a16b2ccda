import type { BusinessHoursEntry } from '../format/business-hours';
import { dateTimeFormat } from '../format/date-time-format';
import { DISPLAY_TIME_ZONE } from '../format/dates';

const WEEKDAY_VALUES: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** 'HH:mm' or 'HH:mm:ss' → minutes after midnight, or undefined. */
const minutesOf = (time: string): number | undefined => {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/**
 * Whether `at` (an instant) falls inside the operating hours (docs/product/widgets-and-calculations.md §7 operating hours, entries as in docs/product/widgets-and-calculations.md §3;
 * docs/product/widgets-and-calculations.md §4: agent chat only during operating hours). The entry's times are read as Pacific wall-clock time
 * (`timeZone`, default America/Los_Angeles) and weekdayValue as 1 = Monday … 7 = Sunday. The window is
 * [startTime, endTime); an endTime of '00:00' means midnight at the end of that day. Closed days and unreadable
 * times are outside the hours.
 */
export const isWithinOperatingHours = (
  entries: readonly BusinessHoursEntry[],
  at: Date,
  timeZone: string = DISPLAY_TIME_ZONE,
): boolean => {
  if (Number.isNaN(at.getTime())) return false;
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const fields: Record<string, string> = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  const weekdayValue = WEEKDAY_VALUES[String(fields.weekday)];
  const now = Number(fields.hour) * 60 + Number(fields.minute);

  return entries.some((entry) => {
    if (!entry.isOpen || entry.weekdayValue !== weekdayValue) return false;
    const start = minutesOf(entry.startTime);
    const rawEnd = minutesOf(entry.endTime);
    if (start === undefined || rawEnd === undefined) return false;
    const end = rawEnd === 0 ? 24 * 60 : rawEnd;
    return now >= start && now < end;
  });
};
