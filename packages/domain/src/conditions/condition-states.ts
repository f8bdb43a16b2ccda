import { message, labelMessages, withValues, type Message } from '../i18n/message';
// The life of a lender condition. The names are ours; docs/product/application-area.md §4.1 only says what the borrower must do.
//   NEEDED ─(the borrower answers)─▶ SUBMITTED ─(a reviewer picks it up)─▶ IN_REVIEW ─▶ ACCEPTED (resolved)
//                                                                                  └─▶ REJECTED (with a reason) ─▶ SUBMITTED ...
export const CONDITION_STATES = ['NEEDED', 'SUBMITTED', 'IN_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

/** Which states a condition may move to from each state (operations staff may decide a condition at any open state). */
export const CONDITION_STATE_TRANSITIONS: Readonly<Record<ConditionState, readonly ConditionState[]>> = {
  NEEDED: ['SUBMITTED', 'ACCEPTED', 'REJECTED'],
  SUBMITTED: ['IN_REVIEW', 'ACCEPTED', 'REJECTED'],
  IN_REVIEW: ['ACCEPTED', 'REJECTED'],
  REJECTED: ['SUBMITTED', 'ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
};

export const canMoveCondition = (from: ConditionState, to: ConditionState): boolean =>
  CONDITION_STATE_TRANSITIONS[from].includes(to);

/** The states in which the borrower can (still or again) answer: upload, remove a file, submit. */
export const isConditionAnswerable = (state: ConditionState): boolean => state === 'NEEDED' || state === 'REJECTED';

/** Open: not yet accepted (a rejected condition waits for a new answer). */
export const isConditionOpen = (state: ConditionState): boolean => state !== 'ACCEPTED';

/** The state as the borrower reads it. */
export const CONDITION_STATE_LABELS = labelMessages<ConditionState>('domain.conditions.state', {
  NEEDED: 'Needed',
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Needs another look',
});

export const CONDITION_NOT_ANSWERABLE_MESSAGE = message(
  'domain.conditions.notAnswerable',
  'This request is already with our reviewers: nothing can be added or removed now',
);
export const CONDITION_WRONG_ACTION_MESSAGE = message(
  'domain.conditions.wrongAction',
  'This request is not answered this way',
);
export const CONDITION_DOCUMENTS_MISSING_MESSAGE = message(
  'domain.conditions.documentsMissing',
  'Upload {missing, plural, one {# more document} other {# more documents}} before you submit',
);
export const conditionDocumentsMissingMessage = (missing: number): Message =>
  withValues(CONDITION_DOCUMENTS_MISSING_MESSAGE, { missing });
export const CONDITION_REJECTION_REASON_REQUIRED_MESSAGE = 'A reason the applicant can act on is required';
