import { z } from 'zod';
import {
  DOB_AGE_RESTRICTED_MESSAGE,
  DOB_ALABAMA_MIN_AGE_MESSAGE,
  DOB_INVALID_MESSAGE,
  DOB_MIN_AGE_MESSAGE,
  DOB_REQUIRED_MESSAGE,
} from './messages';
import { calendarPartsIn } from '../format/date-time-format';
import { lazySchema } from '../helpers/lazy-schema';
import { issueFields, type Message } from '../i18n/message';

// docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §9: minimum age 18 (19 in Alabama), 62 for the age-restricted product; earliest birth year 1900.
export const MINIMUM_AGE = 18;
export const ALABAMA_MINIMUM_AGE = 19;
export const AGE_RESTRICTED_MINIMUM_AGE = 62;
export const EARLIEST_BIRTH_YEAR = 1900;

/** A calendar date as the date-of-birth field holds it (docs/product/widgets-and-calculations.md §3): month 1-12. */
export interface CalendarDay {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

export interface AgeRule {
  /** Two-letter state of the property; 'AL' raises the minimum to 19. */
  readonly state?: string | null;
  /** The age-restricted (reverse-type) variant: 62 or older. */
  readonly ageRestricted?: boolean;
}

/** The minimum age and its message for a state and variant (docs/product/registration-and-routing.md §5). */
export const minimumAgeFor = ({ state, ageRestricted }: AgeRule): { age: number; message: Message } => {
  if (ageRestricted) return { age: AGE_RESTRICTED_MINIMUM_AGE, message: DOB_AGE_RESTRICTED_MESSAGE };
  if (state?.toUpperCase() === 'AL') return { age: ALABAMA_MINIMUM_AGE, message: DOB_ALABAMA_MIN_AGE_MESSAGE };
  return { age: MINIMUM_AGE, message: DOB_MIN_AGE_MESSAGE };
};

/** The calendar date of an instant in a time zone (IANA name, default UTC). */
export const calendarDateOf = (instant: Date, timeZone = 'UTC'): CalendarDay => calendarPartsIn(instant, timeZone);

/** True when the parts name a real calendar date. */
export const isRealDate = ({ day, month, year }: CalendarDay): boolean => {
  if (![day, month, year].every(Number.isInteger)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Whole years of age on a calendar date; a 29 February birthday falls on 1 March in other years. */
export const ageOn = (dob: CalendarDay, on: CalendarDay): number => {
  const beforeBirthday = on.month < dob.month || (on.month === dob.month && on.day < dob.day);
  return on.year - dob.year - (beforeBirthday ? 1 : 0);
};

export interface DateOfBirthOptions extends AgeRule {
  /** "Now"; the age is reached as of the end of this day (docs/product/widgets-and-calculations.md §5). */
  readonly asOf: Date;
  /** Time zone in which asOf's calendar day is read (default UTC). */
  readonly timeZone?: string;
}

const part = lazySchema(() => z.union([z.string(), z.number()]).nullish());
const toNumber = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? undefined : Number(value);

/**
 * docs/product/widgets-and-calculations.md §5 (and docs/product/registration-and-routing.md §5 for Alabama and the age-restricted variant): date of birth as {day, month, year}
 * (strings or numbers), parsed to numbers. Alabama's message is ours, the spec gives none.
 */
export const dateOfBirthSchema = (options: DateOfBirthOptions) =>
  z
    .object({ day: part, month: part, year: part }, DOB_REQUIRED_MESSAGE)
    .nullish()
    .transform((value, ctx): CalendarDay => {
      const fail = (message: Message) => {
        ctx.issues.push({ code: 'custom', ...issueFields(message), input: value });
        return z.NEVER;
      };
      const [day, month, year] = [toNumber(value?.day), toNumber(value?.month), toNumber(value?.year)];
      if (day === undefined || month === undefined || year === undefined) return fail(DOB_REQUIRED_MESSAGE);
      const dob = { day, month, year };
      if (!isRealDate(dob) || year < EARLIEST_BIRTH_YEAR) return fail(DOB_INVALID_MESSAGE);
      const { age, message } = minimumAgeFor(options);
      if (ageOn(dob, calendarDateOf(options.asOf, options.timeZone)) < age) return fail(message);
      return dob;
    });
