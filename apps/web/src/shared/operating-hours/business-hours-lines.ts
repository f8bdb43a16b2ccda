import { BUSINESS_HOURS_ZONE_LABEL, formatBusinessHours, formatClockTime, isOpenAllDay } from '@heloc/domain';
import type { BusinessHoursEntry } from '@heloc/domain/contracts';
import { useCallback } from 'react';
import { useI18n } from '../../lib/i18n';
import { businessHoursMessages as m } from './business-hours-lines.messages';

type OpenEntry = BusinessHoursEntry & { startTime: string; endTime: string };

/** The open days with their times; a closed day has no times and is left out before formatting. */
const openDays = (weekdays: readonly BusinessHoursEntry[]): OpenEntry[] =>
  weekdays.flatMap((entry) =>
    entry.isOpen && entry.startTime && entry.endTime
      ? [{ ...entry, startTime: entry.startTime, endTime: entry.endTime }]
      : [],
  );

/**
 * A week as the footer and the widget show it ('Mon-Fri 6am-6pm PT, Sat 8am-2pm PT'; docs/product/chat.md §2), or
 * undefined when every day is closed. In English only: a screen uses `useBusinessHoursLine()` to speak the person's
 * language.
 */
export const businessHoursLine = (weekdays: readonly BusinessHoursEntry[]): string | undefined => {
  const lines = formatBusinessHours(openDays(weekdays));
  return lines.length > 0 ? lines.join(', ') : undefined;
};

/** Day names by weekdayValue, ISO 8601 (1 = Monday … 7 = Sunday), as the domain reads them. */
const DAY_NAMES = [m.monday, m.tuesday, m.wednesday, m.thursday, m.friday, m.saturday, m.sunday];

/** The runs of consecutive open days with the same hours, in weekday order (the domain's formatBusinessHours rule). */
const runsOf = (entries: readonly OpenEntry[]) => {
  const open = entries
    .filter((e) => Number.isInteger(e.weekdayValue) && e.weekdayValue >= 1 && e.weekdayValue <= 7)
    .sort((a, b) => a.weekdayValue - b.weekdayValue);
  const runs: { first: OpenEntry; last: OpenEntry }[] = [];
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
  return runs;
};

/**
 * `businessHoursLine` in the person's language (docs/i18n.md): 'Mon-Fri 6am-6pm PT' in English, 'lun-vie 6am-6pm PT'
 * in Spanish; undefined when every day is closed.
 */
export const useBusinessHoursLine = () => {
  const { t } = useI18n();
  return useCallback(
    (weekdays: readonly BusinessHoursEntry[]): string | undefined => {
      const day = (value: number) => t(DAY_NAMES[value - 1] ?? m.monday);
      const lines = runsOf(openDays(weekdays)).map(({ first, last }) => {
        const days =
          first === last
            ? day(first.weekdayValue)
            : t(m.dayRange, { first: day(first.weekdayValue), last: day(last.weekdayValue) });
        // A day open from midnight to midnight is open 24 hours, not '12am-12am'.
        if (isOpenAllDay(first.startTime, first.endTime)) return t(m.allDayLine, { days });
        return t(m.line, {
          days,
          opens: formatClockTime(first.startTime),
          closes: formatClockTime(first.endTime),
          zone: BUSINESS_HOURS_ZONE_LABEL,
        });
      });
      return lines.length > 0 ? lines.join(t(m.separator)) : undefined;
    },
    [t],
  );
};
