import { isBusinessDay } from '../calendar/business-days';
import { calendarDateIn } from '../calendar/zoned-time';
import { closeOfBusinessAfter } from '../closing/deadlines';
import { FINAL_TITLE_STATUSES, NAMED_PROCESSING_STATUSES, WAITING_FOR_STATUSES } from '../enums/checklist-statuses';
import { message, type Message } from '../i18n/message';

/*
 * How long each wait of the application usually lasts (docs/product/application-area.md §2.6, ours: the spec gives no
 * times). A waiting screen says what is happening and how long it usually takes, and says "longer than usual" only
 * once the wait, counted from when the application entered its status, has passed that time. The funding forecast
 * (closing/funding-forecast.ts) counts the current wait with the same table.
 *
 * The times are what the outside parties and our own steps usually take (docs/sandbox.md): automatic steps answer in
 * seconds, documents are prepared in a few minutes, a broker's value comes within five business days
 * (valuation/valuation.ts), a title review and a payoff letter within three, a closing attorney and our reviewers
 * answer by the close of the next business day.
 */

export type UsualWait =
  | { readonly kind: 'MINUTES'; readonly minutes: number; readonly text: Message }
  | { readonly kind: 'BUSINESS_DAYS'; readonly businessDays: number; readonly text: Message };

const minutes = (count: number, text: Message): UsualWait => ({ kind: 'MINUTES', minutes: count, text });
const businessDays = (count: number, text: Message): UsualWait => ({
  kind: 'BUSINESS_DAYS',
  businessDays: count,
  text,
});

/** How long a wait usually lasts, as a waiting screen's sentence takes it ("This usually takes {wait}."). */
export const USUAL_WAIT_TEXTS = {
  lessThanAMinute: message('domain.usualWait.lessThanAMinute', 'less than a minute'),
  aFewMinutes: message('domain.usualWait.aFewMinutes', 'a few minutes'),
  upToOneBusinessDay: message('domain.usualWait.upToOneBusinessDay', 'up to one business day'),
  oneToThreeBusinessDays: message('domain.usualWait.oneToThreeBusinessDays', '1 to 3 business days'),
  lessThanABusinessDay: message('domain.usualWait.lessThanABusinessDay', 'less than a business day'),
  twoToFiveBusinessDays: message('domain.usualWait.twoToFiveBusinessDays', '2 to 5 business days'),
};

const PROCESSING = minutes(1, USUAL_WAIT_TEXTS.lessThanAMinute);
const DOCUMENTS = minutes(5, USUAL_WAIT_TEXTS.aFewMinutes);
const REVIEW = businessDays(1, USUAL_WAIT_TEXTS.upToOneBusinessDay);
const OUTSIDE_PARTY = businessDays(3, USUAL_WAIT_TEXTS.oneToThreeBusinessDays);
// A broker's value comes within five business days (valuation/valuation.ts BPO_TURNAROUND_TEXT).
const BROKER = businessDays(5, USUAL_WAIT_TEXTS.twoToFiveBusinessDays);

/** The usual length of each wait, by checklist status. A status missing here waits on the borrower, not on us. */
export const USUAL_WAITS: Readonly<Record<string, UsualWait>> = {
  ...Object.fromEntries([...WAITING_FOR_STATUSES, ...NAMED_PROCESSING_STATUSES].map((s) => [s, PROCESSING])),
  // Documents we prepare ourselves.
  GEN_SUMMARY_DISCLOSURE: DOCUMENTS,
  GEN_CLOSING_DISCLOSURE: DOCUMENTS,
  GEN_NOTE_SIGNING: DOCUMENTS,
  GEN_NOTARY_DISCLOSURE: DOCUMENTS,
  GEN_RESCISSION: DOCUMENTS,
  RECORDING: DOCUMENTS,
  FUNDABLE: DOCUMENTS,
  // The bank sends the first draw the same business day.
  FUNDING_DECISION: businessDays(0, USUAL_WAIT_TEXTS.lessThanABusinessDay),
  // Outside parties.
  NAV_BPO_PROCESSING: BROKER,
  NAV_RESI_EVAL_PROCESSING: BROKER,
  ...Object.fromEntries(FINAL_TITLE_STATUSES.map((s) => [s, OUTSIDE_PARTY])),
  PAYOFF_REQUEST_PENDING: OUTSIDE_PARTY,
  ATTORNEY_REVIEW: REVIEW,
  // Our reviewers (the statuses error/timeout shows).
  APPRAISAL_REVIEW_COMPLETE: REVIEW,
  CREDIT_ERROR: REVIEW,
  FACTA_REVIEW: REVIEW,
  ORDER_FULL_TITLE: REVIEW,
  REQUEST_STEWART_PAYOFFS: REVIEW,
  UNKNOWN: REVIEW,
};

export const usualWaitOf = (checklistStatus: string | null | undefined): UsualWait | null =>
  (checklistStatus && USUAL_WAITS[checklistStatus]) || null;

/**
 * The instant a wait that started at `since` becomes longer than usual: `minutes` after it, or the close of business
 * (5 pm) in the property's zone on the `businessDays`-th business day after the day it started (0: that same day, or
 * the next business day's when it started after hours or on a day off).
 */
export const longerThanUsualFrom = (wait: UsualWait, since: Date, timeZone: string): Date => {
  if (wait.kind === 'MINUTES') return new Date(since.getTime() + wait.minutes * 60_000);
  const sameDay = closeOfBusinessAfter(since, 0, timeZone);
  const workday = isBusinessDay(calendarDateIn(since, timeZone), 'GENERAL');
  if (wait.businessDays === 0 && workday && sameDay.getTime() > since.getTime()) return sameDay;
  return closeOfBusinessAfter(since, Math.max(wait.businessDays, 1), timeZone);
};

/** Whether a wait that started at `since` is, at `now`, longer than usual. */
export const isLongerThanUsual = (wait: UsualWait, since: Date, now: Date, timeZone: string): boolean =>
  now.getTime() >= longerThanUsualFrom(wait, since, timeZone).getTime();
