import { formatBusinessHours } from '@heloc/domain';
import type { BusinessHoursEntry } from '@heloc/domain/contracts';

/**
 * A week as the footer and the widget show it ('Mon-Fri 6am-6pm PT, Sat 8am-2pm PT'; docs/product/chat.md §2), or
 * undefined when every day is closed. A closed day has no times: it is left out before formatting.
 */
export const businessHoursLine = (weekdays: readonly BusinessHoursEntry[]): string | undefined => {
  const open = weekdays.flatMap((entry) =>
    entry.isOpen && entry.startTime && entry.endTime
      ? [{ ...entry, startTime: entry.startTime, endTime: entry.endTime }]
      : [],
  );
  const lines = formatBusinessHours(open);
  return lines.length > 0 ? lines.join(', ') : undefined;
};
