import { addBusinessDays, addCalendarDays } from '../calendar/business-days';
import { calendarDateIn, instantAtLocalTime, startOfDayIn } from '../calendar/zoned-time';

/*
 * The closing's deadlines, each computed in the property's time zone and kept as an instant (docs/decisions.md
 * "Business days").
 */

/** The right to cancel of a primary residence lasts three business days after signing (Regulation Z §1026.15). */
export const RESCISSION_BUSINESS_DAYS = 3;

export interface RescissionDeadline {
  /** The borrower's last day to cancel, 'yyyy-MM-dd' in the property's zone. */
  lastDay: string;
  /** Midnight at the end of that day in the property's zone. */
  endsAt: Date;
}

/**
 * The end of the right to cancel: midnight, in the property's zone, at the end of the third Regulation Z business
 * day (Sundays and legal public holidays excluded, Saturdays counted) after the day the deed was signed there. A deed
 * signed at 7 pm Central on a Monday counts from Tuesday: the right ends at midnight Central at the end of Thursday.
 */
export const rescissionDeadline = (signedAt: Date, timeZone: string): RescissionDeadline => {
  const lastDay = addBusinessDays(calendarDateIn(signedAt, timeZone), RESCISSION_BUSINESS_DAYS, 'RESCISSION');
  return { lastDay, endsAt: startOfDayIn(addCalendarDays(lastDay, 1), timeZone) };
};

/** The last day of a right to cancel that ends at `endsAt` (local midnight) in the property's zone. */
export const lastDayBefore = (endsAt: Date, timeZone: string): string =>
  calendarDateIn(new Date(endsAt.getTime() - 1), timeZone);

/**
 * A waiting period of `businessDays` (our offices' business days) that starts at `from`: the signing may happen from
 * the start (local midnight) of the `businessDays`-th business day after that day in the property's zone.
 */
export const waitingPeriodEnd = (from: Date, businessDays: number, timeZone: string): Date =>
  startOfDayIn(addBusinessDays(calendarDateIn(from, timeZone), businessDays, 'GENERAL'), timeZone);

/** The close of business (5 pm) in the property's zone, used for "decided by" dates shown to the borrower. */
export const CLOSE_OF_BUSINESS_HOUR = 17;

/** Close of business, in the property's zone, on the `businessDays`-th business day after the day of `from`. */
export const closeOfBusinessAfter = (from: Date, businessDays: number, timeZone: string): Date =>
  instantAtLocalTime(
    addBusinessDays(calendarDateIn(from, timeZone), businessDays, 'GENERAL'),
    CLOSE_OF_BUSINESS_HOUR,
    0,
    timeZone,
  );
