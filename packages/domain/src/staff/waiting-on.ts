import { CHECKLIST_STATUSES, type ChecklistStatus } from '../enums/checklist-statuses';

/*
 * What a file waits on, and who must act next (docs/product/operations-console.md §3): the console's one promise.
 * One row per checklist status, restated row by row in waiting-on.test.ts; the lender's open conditions override the
 * row (waitingOnOf). The pipeline filters by it in SQL (statusesWaitingOn and the same condition rule).
 */

/** Who must act next on a file. NOBODY: the file is closed. */
export const WAITING_ON = ['BORROWER', 'LENDER', 'OUTSIDE_PARTY', 'DATE', 'NOBODY'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

export interface WaitingOnRow {
  waitingOn: WaitingOn;
  /** The next action and who takes it, in one plain sentence. */
  nextAction: string;
}

const borrower = (nextAction: string): WaitingOnRow => ({ waitingOn: 'BORROWER', nextAction });
const lender = (nextAction: string): WaitingOnRow => ({ waitingOn: 'LENDER', nextAction });
const outside = (nextAction: string): WaitingOnRow => ({ waitingOn: 'OUTSIDE_PARTY', nextAction });
const date = (nextAction: string): WaitingOnRow => ({ waitingOn: 'DATE', nextAction });
const nobody = (nextAction: string): WaitingOnRow => ({ waitingOn: 'NOBODY', nextAction });

/** Every checklist status: who must act next and what they do. */
export const WAITING_ON_BY_STATUS: Readonly<Record<ChecklistStatus, WaitingOnRow>> = {
  // The engine's processing steps: an outside party answers (the credit bureau, the valuation, title, ...).
  WAITING_FOR_SOFT_CREDIT: outside('The credit bureau returns the soft credit report.'),
  WAITING_FOR_INITIAL_OFFERS: outside('The property data, title and pricing services return the initial offers.'),
  WAITING_FOR_HARD_CREDIT: outside('The credit bureau returns the hard credit report.'),
  WAITING_FOR_REVISED_OFFERS: outside('The pricing service returns the revised offers.'),
  WAITING_FOR_FINAL_OFFERS: outside('The pricing service returns the final offers.'),
  WAITING_FOR_PROPERTY_DATA: outside('The property data service returns the home’s records.'),
  WAITING_FOR_INCOME_VERIFICATION: outside('The income verification service returns the verified income.'),
  WAITING_FOR_IDENTITY_VERIFICATION: outside('The identity service returns the ID check.'),
  WAITING_FOR_TITLE: outside('The title company returns the title report.'),
  WAITING_FOR_LIEN_VERIFICATION: outside('The title company confirms the liens on the property.'),
  WAITING_FOR_FLOOD_CERT: outside('The flood certificate vendor returns the flood determination.'),
  WAITING_FOR_SIGNING: outside('The e-signing service returns the signed documents.'),
  WAITING_FOR_NOTARY: outside('The notary service returns the notarised deed.'),
  WAITING_FOR_FUNDING: outside('The funding bank sends the first draw.'),
  WAITING_FOR_ASSET_VERIFICATION: outside('The asset verification service returns the verified balances.'),
  GEN_APP_DISCLOSURES: outside('The system generates the application disclosures.'),
  GEN_NOTE_SIGNING: outside('The system makes the signed copies of the closing documents.'),
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: outside('The system generates the disclosure shown before the soft credit pull.'),
  HARD_CREDIT_PULL: outside('The credit bureau returns the hard credit report.'),
  IN_PROGRESS: outside('The system finishes processing the application.'),
  ONSITE_APPRAISAL_REQUEST: outside('The appraisal company schedules the on-site appraisal.'),
  PREQUAL_TITLE: outside('The title company returns the pre-qualification title search.'),
  // Credit dead ends: the borrower retries (full SSN, lifted freeze).
  CREDIT_NO_MATCH: borrower(
    'The borrower confirms their details or gives their full SSN so the credit pull can run again.',
  ),
  CREDIT_NO_MATCH_SSN: lender('An underwriter matches the credit file by hand (the no-credit review).'),
  SOFT_CREDIT_LOCKED: borrower('The borrower unlocks their credit file and asks for the pull again.'),
  SOFT_CREDIT_FROZEN: borrower('The borrower lifts their credit freeze and asks for the pull again.'),
  HARD_CREDIT_LOCKED: borrower('The borrower unlocks their credit file and asks for the hard pull again.'),
  HARD_CREDIT_FROZEN: borrower('The borrower lifts their credit freeze and asks for the hard pull again.'),
  // error/timeout offers the borrower only Check status: the bureau's error is the lender's to look into.
  CREDIT_ERROR: lender('A member looks into the credit bureau’s error, or declines or cancels the file.'),
  CREDIT_MINOR: nobody('Nobody: the applicant is too young to apply.'),
  FACTA_REVIEW: lender('An underwriter reviews the fraud alert on the credit file.'),
  // Valuation.
  NAV_BPO_ESTIMATE: borrower('The borrower estimates their home’s value.'),
  NAV_RESI_EVAL_ESTIMATE: borrower('The borrower estimates their home’s value.'),
  NO_AVM_FOUND: borrower('The borrower estimates their home’s value.'),
  BPO_ORDER_REQUEST: borrower('The borrower orders the broker’s price opinion.'),
  NAV_BPO_ORDER_REQUEST: borrower('The borrower orders the broker’s price opinion.'),
  NAV_RESI_EVAL_ORDER_REQUEST: borrower('The borrower orders the residential evaluation.'),
  NAV_BPO_PROCESSING: outside('The valuation provider returns the broker’s price opinion.'),
  NAV_RESI_EVAL_PROCESSING: outside('The valuation provider returns the residential evaluation.'),
  // The broker could not value the home: the borrower's door is another visit (docs/product/operations-console.md §5);
  // the console has no value to enter here, only decline, or cancel at the borrower's request.
  HOLD_FOR_APPRAISAL_REVIEW: borrower(
    'The borrower asks the broker to visit again, or a member declines the file or cancels it at the borrower’s request.',
  ),
  APPRAISAL_REVIEW_COMPLETE: lender('An underwriter moves the file on after the appraisal review.'),
  ONSITE_APPRAISAL_BORROWER_PAYMENT: borrower('The borrower pays for the on-site appraisal.'),
  ONSITE_APPRAISAL_PENDING: outside('The appraiser visits the home and returns the appraisal.'),
  // Title.
  FINAL_TITLE: outside('The title company returns the final title report.'),
  FINAL_TITLE_REVIEW: lender('A processor reviews the final title report.'),
  FINAL_TITLE_CLEARED: lender('A processor moves the file on now that the title is clear.'),
  ORDER_FULL_TITLE: outside('The title company returns the full title report.'),
  REQUEST_STEWART_PAYOFFS: outside('The title company returns the payoff amounts of the liens.'),
  // Manual reviews.
  DELINQUENCY_REVIEW: lender('An underwriter decides the delinquency review.'),
  UW_REVIEW: lender('An underwriter decides the underwriting review.'),
  INCORRECT_PIN: lender('An underwriter decides the property (parcel number) review.'),
  INCORRECT_OWNERSHIP: lender('An underwriter decides the ownership review.'),
  // Offers and the application.
  OFFER_SELECTION: borrower('The borrower chooses an offer.'),
  REVISED_OFFER_SELECTION: borrower('The borrower chooses one of the revised offers.'),
  FINAL_OFFER: borrower('The borrower accepts the final offer.'),
  CLTV_LIEN_POSITION_REQUALIFY: borrower('The borrower accepts the lower line or withdraws.'),
  ASSETS_PREQUAL: borrower('The borrower links their accounts or uploads statements.'),
  NO_PROPERTY_FOUND: borrower('The borrower corrects the property address.'),
  MULTIPLE_PROPERTIES: borrower('The borrower chooses their property among those found or corrects the address.'),
  COLLECT_ADDITIONAL_INFO: borrower('The borrower confirms their contact details.'),
  HMDA: borrower('The borrower answers the government monitoring questions.'),
  APP_SUBMISSION: borrower('The borrower submits the application.'),
  GEN_SUMMARY_DISCLOSURE: outside('The system generates the application summary.'),
  // Verification.
  INCOME_VERIFICATION: borrower('The borrower verifies their income (a linked account or their paystubs).'),
  EMPLOYMENT_VERIFICATION: outside('The employer confirms the borrower’s employment.'),
  IDENTITY_VERIFICATION: borrower('The borrower verifies their identity.'),
  LIEN_VERIFICATION: borrower('The borrower says which liens to keep or pay off.'),
  LIEN_VERIFICATION_INQUIRY: borrower('The borrower answers the question about their liens.'),
  PAYOFF_REQUEST_PENDING: outside('The lien holders return the payoff letters.'),
  DIRECT_DEBT_PAYOFF: outside('The funding bank pays off the debts from the draw.'),
  // Accounts.
  DISBURSEMENT_ACCOUNT: borrower('The borrower gives the account the draw is sent to.'),
  AUTOPAY_ACCOUNT: borrower('The borrower chooses autopay and confirms their accounts.'),
  VERIFIED_AUTOPAY_ACCOUNT: borrower('The borrower confirms their accounts.'),
  // Closing.
  GEN_CLOSING_DISCLOSURE: outside('The system orders the flood certificate and generates the closing documents.'),
  NOTE_SIGNING: borrower('The borrower signs the closing documents.'),
  CO_DEED_REQ: borrower('The additional signers sign the closing documents.'),
  GEN_NOTARY_DISCLOSURE: outside('The system generates the notary disclosure.'),
  ATTORNEY_REVIEW: outside('The closing attorney reviews the documents.'),
  NOTARY_WAITING_PERIOD: date('The state’s waiting period before the deed may be signed ends.'),
  // A closed online session: the borrower books an in-person notary (docs/product/operations-console.md §5).
  DEED_SIGNING: borrower(
    'The borrower signs the deed before the online notary, or books an in-person notary if the session closed.',
  ),
  MANUAL_DEED_SIGNING: borrower('The borrower signs the deed before a notary in person.'),
  GEN_RESCISSION: outside('The system generates the notice of the right to cancel.'),
  RESCISSION: date('The right to cancel ends.'),
  RECORDING: outside('The county records the deed.'),
  FUNDABLE: outside('The system asks the funding bank for the first draw.'),
  FUNDING_DECISION: outside('The funding bank sends the first draw.'),
  // Closed.
  COMPLETE: nobody('Nobody: the line is open and the first draw was sent.'),
  CANCELLED: nobody('Nobody: the application was cancelled.'),
  DECLINED: nobody('Nobody: the application was declined.'),
  UNKNOWN: lender('A processor finds out where the file stands.'),
};

/** The sentence of a DATE row once the date is known ("The right to cancel ends on Dec 2, 2026."). */
const DATED_ACTIONS: Partial<Record<ChecklistStatus, (until: string) => string>> = {
  NOTARY_WAITING_PERIOD: (until) => `The state’s waiting period before the deed may be signed ends on ${until}.`,
  RESCISSION: (until) => `The right to cancel ends on ${until}.`,
};

/** The lender's conditions of a file, by whose move it is. */
export interface OpenConditionCounts {
  /** Answered by the borrower (SUBMITTED, IN_REVIEW): a member reviews the answer. */
  awaitingReview: number;
  /** Not answered yet, or rejected (NEEDED, REJECTED): the borrower answers. */
  awaitingBorrower: number;
}

export const REVIEW_CONDITION_ACTION = 'Review the borrower’s answer to a condition.';
export const BORROWER_CONDITION_ACTION = 'The borrower answers the lender’s conditions.';
const UNKNOWN_STATUS: WaitingOnRow = WAITING_ON_BY_STATUS.UNKNOWN;

/** The condition states on each side of the rule (condition-states.ts). */
export const CONDITION_STATES_AWAITING_REVIEW = ['SUBMITTED', 'IN_REVIEW'] as const;
export const CONDITION_STATES_AWAITING_BORROWER = ['NEEDED', 'REJECTED'] as const;

/** The counts of a file's conditions by state (`n` conditions in `state`; one when `n` is left out). */
export const openConditionCountsOf = (conditions: readonly { state: string; n?: number }[]): OpenConditionCounts => {
  const countIn = (states: readonly string[]) =>
    conditions.filter((c) => states.includes(c.state)).reduce((sum, c) => sum + (c.n ?? 1), 0);
  return {
    awaitingReview: countIn(CONDITION_STATES_AWAITING_REVIEW),
    awaitingBorrower: countIn(CONDITION_STATES_AWAITING_BORROWER),
  };
};

/**
 * Who must act next on a file (docs/product/operations-console.md §3). A closed file waits on nobody, whatever its
 * conditions. Otherwise an answer to review comes first (LENDER), then a condition the borrower still owes
 * (BORROWER); without open conditions the status's row decides. `until`: the DATE row's date, as shown.
 */
export const waitingOnOf = (
  status: string,
  conditions: OpenConditionCounts = { awaitingReview: 0, awaitingBorrower: 0 },
  { until }: { until?: string | null } = {},
): WaitingOnRow => {
  const row = (WAITING_ON_BY_STATUS as Record<string, WaitingOnRow | undefined>)[status] ?? UNKNOWN_STATUS;
  if (row.waitingOn === 'NOBODY') return row;
  if (conditions.awaitingReview > 0) return { waitingOn: 'LENDER', nextAction: REVIEW_CONDITION_ACTION };
  if (conditions.awaitingBorrower > 0) return { waitingOn: 'BORROWER', nextAction: BORROWER_CONDITION_ACTION };
  const dated = until ? DATED_ACTIONS[status as ChecklistStatus] : undefined;
  return dated && until ? { ...row, nextAction: dated(until) } : row;
};

/** The statuses whose own row waits on `waitingOn` (before the condition rule). */
export const statusesWaitingOn = (waitingOn: WaitingOn): ChecklistStatus[] =>
  CHECKLIST_STATUSES.filter((status) => WAITING_ON_BY_STATUS[status].waitingOn === waitingOn);
