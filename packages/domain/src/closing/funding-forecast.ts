import { addBusinessDays, addCalendarDays, isBusinessDay } from '../calendar/business-days';
import { calendarDateIn } from '../calendar/zoned-time';
import { usualWaitOf } from '../status/usual-waits';
import { lastDayBefore, RESCISSION_BUSINESS_DAYS } from './deadlines';
import { labelMessages } from '../i18n/message';

/*
 * When the funds are expected (docs/product/application-area.md §2.6, beyond the spec): the steps left between the
 * application's status and the first draw, each dated on the property's calendar (docs/decisions.md "Business days"),
 * and whether the promise of docs/product/registration-and-routing.md §1, "funding in 5 days", was kept.
 *
 * The steps and their usual times (ours):
 * - APPLICATION: the borrower's own steps (offer, details, income, identity, liens, accounts) are done in one sitting;
 *   a wait on an outside party or a reviewer lasts its usual time (status/usual-waits.ts) from when it started.
 * - DOCUMENTS: the closing documents are prepared in minutes and signed online the same day.
 * - NOTARY: a closing attorney's review (where the state asks for one) takes a business day; the state's waiting
 *   period opens the signing at the start of its N-th business day (GENERAL days); an in-person notary's first free
 *   appointment is on the next business day; an online notary is met the same day.
 * - RIGHT_TO_CANCEL (a primary residence only): three Regulation Z business days after the day the deed is signed.
 * - FUNDING: the bank sends the draw on the first business day (GENERAL) after the right to cancel ends, or after
 *   the signing where there is none.
 * Work happens on business days: a step due on a weekend or a holiday moves to the next business day.
 */

export const FUNDING_STEPS = ['APPLICATION', 'DOCUMENTS', 'NOTARY', 'RIGHT_TO_CANCEL', 'FUNDING'] as const;
export type FundingStep = (typeof FUNDING_STEPS)[number];

export const FUNDING_STEP_LABELS = labelMessages<FundingStep>('domain.funding.step', {
  APPLICATION: 'Application finished and verified',
  DOCUMENTS: 'Closing documents signed',
  NOTARY: 'Deed signed with the notary',
  RIGHT_TO_CANCEL: 'Right to cancel ends',
  FUNDING: 'Funds sent',
});

/** docs/product/registration-and-routing.md §1: "funding in 5 days", business days (docs/product/widgets-and-calculations.md §1). */
export const FUNDING_PROMISE_BUSINESS_DAYS = 5;

const STEP_OF_STATUS: Readonly<Record<string, FundingStep>> = {
  GEN_CLOSING_DISCLOSURE: 'DOCUMENTS',
  NOTE_SIGNING: 'DOCUMENTS',
  FINAL_OFFER: 'DOCUMENTS',
  GEN_NOTE_SIGNING: 'DOCUMENTS',
  CO_DEED_REQ: 'DOCUMENTS',
  GEN_NOTARY_DISCLOSURE: 'NOTARY',
  ATTORNEY_REVIEW: 'NOTARY',
  NOTARY_WAITING_PERIOD: 'NOTARY',
  DEED_SIGNING: 'NOTARY',
  MANUAL_DEED_SIGNING: 'NOTARY',
  GEN_RESCISSION: 'RIGHT_TO_CANCEL',
  RESCISSION: 'RIGHT_TO_CANCEL',
  RECORDING: 'FUNDING',
  FUNDABLE: 'FUNDING',
  DIRECT_DEBT_PAYOFF: 'FUNDING',
  FUNDING_DECISION: 'FUNDING',
};

/** Statuses that end the application without funding it: no date is expected. */
const CLOSED_STATUSES: readonly string[] = ['DECLINED', 'CANCELLED', 'WITHDRAWN', 'CREDIT_MINOR'];

export interface FundingForecastInput {
  checklistStatus: string;
  /** When the application entered its status. */
  statusSince: Date;
  now: Date;
  /** The property's time zone (calendar/property-time-zone.ts). */
  timeZone: string;
  /** The state's notary rule for the property. */
  notary: { attorneyReview: boolean; waitingPeriodBusinessDays: number; inPerson: boolean };
  /** A primary residence has a right to cancel; a second home or an investment property has none. */
  rightToCancel: boolean;
  deedSignedAt?: Date | null;
  rescissionEndsAt?: Date | null;
  fundedAt?: Date | null;
}

export interface ForecastStep {
  step: FundingStep;
  /** 'yyyy-MM-dd' on the property's calendar: when the step is expected to end, or ended. */
  on: string;
  done: boolean;
}

export interface FundingForecast {
  /** 'yyyy-MM-dd' on the property's calendar: the day the funds are expected, or were sent. */
  fundingOn: string;
  funded: boolean;
  steps: ForecastStep[];
}

const later = (a: string, b: string): string => (a > b ? a : b);

/** The date itself when it is a GENERAL business day, otherwise the next one. */
export const businessDayOnOrAfter = (isoDate: string): string =>
  isBusinessDay(isoDate, 'GENERAL') ? isoDate : addBusinessDays(isoDate, 1, 'GENERAL');

/**
 * The steps left to funding and their expected dates, from the application's status and the dates it already has;
 * null when the application is closed without funding.
 */
export const forecastFunding = (input: FundingForecastInput): FundingForecast | null => {
  const { checklistStatus: status, timeZone, notary } = input;
  if (CLOSED_STATUSES.includes(status)) return null;
  const dayOf = (instant: Date) => calendarDateIn(instant, timeZone);
  const today = dayOf(input.now);
  const sinceDay = dayOf(input.statusSince);
  const current: FundingStep | 'COMPLETE' =
    status === 'COMPLETE' || input.fundedAt ? 'COMPLETE' : (STEP_OF_STATUS[status] ?? 'APPLICATION');
  const order = (step: FundingStep | 'COMPLETE') =>
    step === 'COMPLETE' ? FUNDING_STEPS.length : FUNDING_STEPS.indexOf(step);
  const isDone = (step: FundingStep) => order(step) < order(current);

  // The current wait lasts its usual time from when it started, and never ends before today.
  const wait = usualWaitOf(status);
  const waitEnd =
    wait?.kind === 'BUSINESS_DAYS' && wait.businessDays > 0
      ? addBusinessDays(sinceDay, wait.businessDays, 'GENERAL')
      : sinceDay;
  let cursor = businessDayOnOrAfter(later(today, waitEnd));
  const steps: ForecastStep[] = [];
  const push = (step: FundingStep, on: string) => steps.push({ step, on, done: isDone(step) });

  // APPLICATION and DOCUMENTS: the same business day once the current wait is over.
  push('APPLICATION', isDone('APPLICATION') ? sinceDay : cursor);
  push('DOCUMENTS', isDone('DOCUMENTS') ? sinceDay : cursor);

  // NOTARY.
  let signedOn: string;
  if (input.deedSignedAt) {
    signedOn = dayOf(input.deedSignedAt);
  } else if (isDone('NOTARY')) {
    signedOn = sinceDay;
  } else {
    // A review under way is already counted by the current wait.
    if (notary.attorneyReview && (order(current) < order('NOTARY') || status === 'GEN_NOTARY_DISCLOSURE')) {
      cursor = addBusinessDays(cursor, 1, 'GENERAL');
    }
    if (notary.waitingPeriodBusinessDays > 0) {
      if (status === 'NOTARY_WAITING_PERIOD') {
        cursor = later(cursor, addBusinessDays(sinceDay, notary.waitingPeriodBusinessDays, 'GENERAL'));
      } else if (!['DEED_SIGNING', 'MANUAL_DEED_SIGNING'].includes(status)) {
        cursor = addBusinessDays(cursor, notary.waitingPeriodBusinessDays, 'GENERAL');
      }
    }
    if (notary.inPerson || status === 'MANUAL_DEED_SIGNING') cursor = addBusinessDays(cursor, 1, 'GENERAL');
    signedOn = cursor;
  }
  push('NOTARY', signedOn);

  // RIGHT_TO_CANCEL: three Regulation Z business days after the signing day.
  let cancelEndsOn = signedOn;
  if (input.rescissionEndsAt) {
    cancelEndsOn = lastDayBefore(input.rescissionEndsAt, timeZone);
    push('RIGHT_TO_CANCEL', cancelEndsOn);
  } else if (input.rightToCancel) {
    cancelEndsOn = addBusinessDays(signedOn, RESCISSION_BUSINESS_DAYS, 'RESCISSION');
    push('RIGHT_TO_CANCEL', cancelEndsOn);
  }

  // FUNDING: the first business day after the right to cancel, never before today.
  const fundingOn = input.fundedAt
    ? dayOf(input.fundedAt)
    : businessDayOnOrAfter(later(today, addCalendarDays(cancelEndsOn, 1)));
  push('FUNDING', fundingOn);
  return { fundingOn, funded: current === 'COMPLETE', steps };
};

/** GENERAL business days from the day after `fromDay` up to and including `toDay` (0 when `toDay` is not later). */
export const businessDaysBetween = (fromDay: string, toDay: string): number => {
  let count = 0;
  for (let day = fromDay; day < toDay;) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day, 'GENERAL')) count += 1;
  }
  return count;
};

export interface FundingPromise {
  /** The promise: funding within this many business days of applying. */
  businessDays: number;
  /** Business days from the day the application was started to the day the funds were sent (or are expected). */
  took: number;
  kept: boolean;
}

/**
 * docs/product/registration-and-routing.md §1 "funding in 5 days": kept when the funds were sent within 5 business
 * days (GENERAL) after the day the application was started, both on the property's calendar.
 */
export const fundingPromiseOf = (appliedAt: Date, fundingOn: string, timeZone: string): FundingPromise => {
  const took = businessDaysBetween(calendarDateIn(appliedAt, timeZone), fundingOn);
  return { businessDays: FUNDING_PROMISE_BUSINESS_DAYS, took, kept: took <= FUNDING_PROMISE_BUSINESS_DAYS };
};
