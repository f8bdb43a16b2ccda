import { addCalendarDays } from '../calendar/business-days';
import { calendarDateIn } from '../calendar/zoned-time';
import { DISPLAY_TIME_ZONE } from '../format/dates';
import { isWithinOperatingHours } from '../helpers/operating-hours';

/*
 * Operating hours per organisation and department (docs/product/chat.md §2): one entry per weekday in Pacific time,
 * and holidays that close the departments they name. Pure: every rule takes the instant it needs.
 */

/** One weekday of a department, as stored and answered: a closed day has no times. */
export interface WeekdayHours {
  /** 'MONDAY' … 'SUNDAY'. */
  weekday: string;
  /** 1 = Monday … 7 = Sunday. */
  weekdayValue: number;
  /** 'HH:mm', Pacific wall-clock time; null on a closed day. */
  startTime: string | null;
  /** 'HH:mm'; '00:00' means midnight at the end of the day. */
  endTime: string | null;
  isOpen: boolean;
}

/** The weekday names by weekdayValue (index 0 unused). */
export const WEEKDAY_NAMES = [
  '',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

const day = (weekdayValue: number, startTime: string | null, endTime: string | null): WeekdayHours => ({
  weekday: WEEKDAY_NAMES[weekdayValue] as string,
  weekdayValue,
  startTime,
  endTime,
  isOpen: startTime !== null,
});

/**
 * docs/product/chat.md §2: an organisation without hours of its own has Monday to Friday 6am to 6pm PT, Saturday 8am
 * to 2pm PT and Sunday closed, for the phone and the chat alike.
 */
export const DEFAULT_OPERATING_WEEK: readonly WeekdayHours[] = [
  day(1, '06:00', '18:00'),
  day(2, '06:00', '18:00'),
  day(3, '06:00', '18:00'),
  day(4, '06:00', '18:00'),
  day(5, '06:00', '18:00'),
  day(6, '08:00', '14:00'),
  day(7, null, null),
];

/** How far ahead the public hours call lists holidays (ours: enough for the widget and the footer to warn). */
export const HOLIDAY_LOOKAHEAD_DAYS = 60;

/** The Pacific calendar date ('yyyy-MM-dd') of an instant: the day a holiday closes. */
export const operatingDateOf = (at: Date): string => calendarDateIn(at, DISPLAY_TIME_ZONE);

/** The weekdayValue (1 = Monday … 7 = Sunday) of an instant in Pacific time. */
export const operatingWeekdayOf = (at: Date): number => {
  const date = operatingDateOf(at);
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
};

/**
 * docs/product/chat.md §2: whether a department is open at `at`: within its weekday hours (Pacific time, see
 * isWithinOperatingHours) and the Pacific date is none of its holidays. `holidays` are the department's own.
 */
export const isOpenAt = (
  weekdays: readonly WeekdayHours[],
  holidays: readonly { date: string }[],
  at: Date,
): boolean => {
  if (Number.isNaN(at.getTime())) return false;
  const today = operatingDateOf(at);
  if (holidays.some((holiday) => holiday.date === today)) return false;
  const entries = weekdays.map((entry) => ({
    ...entry,
    startTime: entry.startTime ?? '',
    endTime: entry.endTime ?? '',
  }));
  return isWithinOperatingHours(entries, at);
};

/** The holidays of one department from the Pacific date of `at` for `days` days, in date order. */
export const upcomingHolidays = <H extends { date: string; departments: readonly string[] }>(
  holidays: readonly H[],
  department: string,
  at: Date,
  days: number = HOLIDAY_LOOKAHEAD_DAYS,
): H[] => {
  const from = operatingDateOf(at);
  const until = addCalendarDays(from, days);
  return holidays
    .filter((holiday) => holiday.departments.includes(department) && holiday.date >= from && holiday.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date));
};

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const HOURS_SEVEN_DAYS_MESSAGE = 'Give each day once, Monday to Sunday.';
export const HOURS_MISSING_TIME_MESSAGE = (weekday: string): string =>
  `${weekdayLabel(weekday)}: give an opening and a closing time, or close the day.`;
export const HOURS_START_AFTER_END_MESSAGE = (weekday: string): string =>
  `${weekdayLabel(weekday)}: the opening time must be before the closing time.`;

const weekdayLabel = (weekday: string): string => weekday.charAt(0) + weekday.slice(1).toLowerCase();

/**
 * A week as the console sets it (docs/product/chat.md §2), checked and made tidy: the problems (empty when none), and
 * the seven days in order, a closed day without times. An open day needs a start before its end; an end of '00:00' is
 * midnight at the end of the day, so '18:00'–'00:00' is open until midnight.
 */
export const checkOperatingWeek = (
  weekdays: readonly Pick<WeekdayHours, 'weekdayValue' | 'startTime' | 'endTime' | 'isOpen'>[],
): { problems: string[]; week: WeekdayHours[] } => {
  const values = weekdays.map((entry) => entry.weekdayValue).sort((a, b) => a - b);
  if (values.join() !== '1,2,3,4,5,6,7') return { problems: [HOURS_SEVEN_DAYS_MESSAGE], week: [] };
  const problems: string[] = [];
  const week = [...weekdays]
    .sort((a, b) => a.weekdayValue - b.weekdayValue)
    .map((entry): WeekdayHours => {
      const weekday = WEEKDAY_NAMES[entry.weekdayValue] as string;
      if (!entry.isOpen) return day(entry.weekdayValue, null, null);
      if (!entry.startTime || !entry.endTime) {
        problems.push(HOURS_MISSING_TIME_MESSAGE(weekday));
      } else {
        const end = entry.endTime === '00:00' ? 24 * 60 : minutesOf(entry.endTime);
        if (minutesOf(entry.startTime) >= end) problems.push(HOURS_START_AFTER_END_MESSAGE(weekday));
      }
      return {
        weekday,
        weekdayValue: entry.weekdayValue,
        startTime: entry.startTime,
        endTime: entry.endTime,
        isOpen: true,
      };
    });
  return { problems, week };
};
