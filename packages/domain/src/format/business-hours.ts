/**
 * Business hours display (docs/product/widgets-and-calculations.md §7 "Operating hours": "Business hours are shown as a weekday range with times in
 * PT"; docs/product/widgets-and-calculations.md §3 "Business hours entry": weekday, weekdayValue (1 to 7), startTime, endTime, isOpen).
 */

export interface BusinessHoursEntry {
  /** Day name as sent by the hours service (e.g. 'MONDAY'); display uses weekdayValue. */
  weekday: string;
  /** 1 to 7. We read it as ISO 8601: 1 = Monday … 7 = Sunday (the spec does not say which day is 1). */
  weekdayValue: number;
  /** Opening time, 'HH:mm' or 'HH:mm:ss', 24-hour, Pacific wall-clock time. */
  startTime: string;
  /** Closing time, same form as startTime. */
  endTime: string;
  isOpen: boolean;
}

/** Short day names by weekdayValue (index 0 unused). */
export const WEEKDAY_SHORT_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** docs/product/widgets-and-calculations.md §7: times are shown in PT. */
export const BUSINESS_HOURS_ZONE_LABEL = 'PT';

/** '06:00' → '6am', '18:30:00' → '6:30pm', '00:00' → '12am', '12:00' → '12pm'. Unreadable input is returned as is. */
export const formatClockTime = (time: string): string => {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours % 24 < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`}${suffix}`;
};

/**
 * A day open from midnight to midnight ('00:00' to '00:00', '23:59' or '24:00'): it reads as open 24 hours, never
 * 'Mon 12am-12am PT' (docs/product/chat.md §2).
 */
export const isOpenAllDay = (startTime: string, endTime: string): boolean =>
  /^0?0:00(:00)?$/.test(startTime.trim()) && /^(0?0:00|23:59|24:00)(:\d{2})?$/.test(endTime.trim());

/**
 * One line per run of consecutive open days with the same hours, in weekday order: e.g. ['Mon-Fri 6am-6pm PT',
 * 'Sat 8am-5pm PT']. Closed days and entries with a weekdayValue outside 1..7 are left out. The line format is ours,
 * matching the footer's 'Mon-Fri 6am-6pm PT' style.
 */
export const formatBusinessHours = (entries: readonly BusinessHoursEntry[]): string[] => {
  const open = entries
    .filter((e) => e.isOpen && Number.isInteger(e.weekdayValue) && e.weekdayValue >= 1 && e.weekdayValue <= 7)
    .sort((a, b) => a.weekdayValue - b.weekdayValue);

  const runs: { first: BusinessHoursEntry; last: BusinessHoursEntry }[] = [];
  for (const entry of open) {
    const run = runs.at(-1);
    const continues =
      run !== undefined &&
      entry.weekdayValue === run.last.weekdayValue + 1 &&
      entry.startTime === run.first.startTime &&
      entry.endTime === run.first.endTime;
    if (continues) run.last = entry;
    else runs.push({ first: entry, last: entry });
  }

  return runs.map(({ first, last }) => {
    const days =
      first === last
        ? WEEKDAY_SHORT_NAMES[first.weekdayValue]
        : `${WEEKDAY_SHORT_NAMES[first.weekdayValue]}-${WEEKDAY_SHORT_NAMES[last.weekdayValue]}`;
    if (isOpenAllDay(first.startTime, first.endTime)) return `${days} open 24 hours`;
    return `${days} ${formatClockTime(first.startTime)}-${formatClockTime(first.endTime)} ${BUSINESS_HOURS_ZONE_LABEL}`;
  });
};
