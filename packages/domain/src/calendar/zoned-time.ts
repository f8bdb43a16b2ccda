import { tzOffset } from '@date-fns/tz';

/*
 * Instants and the calendar of a time zone (an IANA name such as 'America/Chicago'). Legal dates are kept as instants
 * and computed in the property's zone: a day starts and ends at that zone's midnight, daylight saving included. The
 * zone's offset from UTC at an instant comes from the platform's time zone data (through @date-fns/tz).
 */

const MINUTE_MS = 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const knownZones = new Set<string>();

/** A zone the platform's time zone data knows (an unknown name would silently be read as UTC). */
const checkZone = (timeZone: string): string => {
  if (knownZones.has(timeZone)) return timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new RangeError(`Not a time zone: ${timeZone}`);
  }
  knownZones.add(timeZone);
  return timeZone;
};

/** The instant's wall clock in `timeZone`, as a Date whose UTC fields read that clock. */
const wallClock = (instant: Date, timeZone: string): Date =>
  new Date(instant.getTime() + tzOffset(checkZone(timeZone), instant) * MINUTE_MS);

/** The calendar date 'yyyy-MM-dd' of an instant in `timeZone`. */
export const calendarDateIn = (instant: Date, timeZone: string): string => {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
};

/** The hour and minute (0-23, 0-59) of an instant on the clocks of `timeZone`. */
export const localTimeIn = (instant: Date, timeZone: string): { hour: number; minute: number } => {
  const wall = wallClock(instant, timeZone);
  return { hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
};

/**
 * The instant the clocks of `timeZone` show `hour`:`minute` on the calendar date `isoDate`. The offset is read at a
 * first guess and again at the instant it gives, which settles it across a daylight-saving change. US zones change
 * their clocks at 2 am, so midnight and office hours always exist and are never shown twice.
 */
export const instantAtLocalTime = (isoDate: string, hour: number, minute: number, timeZone: string): Date => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const zone = checkZone(timeZone);
  const guess = wall - tzOffset(zone, new Date(wall)) * MINUTE_MS;
  return new Date(wall - tzOffset(zone, new Date(guess)) * MINUTE_MS);
};

/** Midnight at the start of the calendar date `isoDate` in `timeZone`. */
export const startOfDayIn = (isoDate: string, timeZone: string): Date => instantAtLocalTime(isoDate, 0, 0, timeZone);
