import type { ConditionState } from '../conditions/condition-states';
import type { ChecklistStatus } from '../enums/checklist-statuses';
import { statusesWaitingOn } from './waiting-on';

/*
 * Which of the console's acts apply to a file (docs/product/operations-console.md §4, §5): one table by checklist
 * status, one by condition state, restated row by row in console-actions.test.ts. The console shows only the acts
 * that apply; the server refuses the others with 409 and the act's refusal below, in plain words.
 */

/** The acts on a file whose use depends on its status. Notes, assignment and the audit apply to every file. */
export const FILE_ACTIONS = [
  'VALUATION_ENTER',
  'NOTARY_REOPEN_ONLINE',
  'NOTARY_SWITCH_IN_PERSON',
  'DECLINE',
  'WITHDRAW',
  'CONDITION_RAISE',
  'REVIEW_DELINQUENCY',
  'REVIEW_UW',
  'REVIEW_INCORRECT_PIN',
  'REVIEW_INCORRECT_OWNERSHIP',
  'REVIEW_NO_CREDIT',
  'REVIEW_IDENTITY',
  'REVIEW_PAYOFF',
  'REVIEW_FLOOD',
] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];

/** Every open file: not completed, cancelled or declined (waiting-on.ts: who waits on NOBODY). */
const OPEN = 'EVERY_OPEN_FILE' as const;

interface FileActionRow {
  /** The statuses at which the act applies: a list, or every open file. */
  statuses: readonly ChecklistStatus[] | typeof OPEN;
  /** Why the server refuses it elsewhere, in one plain sentence a member acts on. */
  refusal: string;
}

/** Each act on a file: where it applies, and what the member is told elsewhere. */
export const FILE_ACTION_TABLE: Readonly<Record<FileAction, FileActionRow>> = {
  // The broker's value replaces the provider's answer while it is awaited (workflow's enterBrokerValue).
  VALUATION_ENTER: {
    statuses: ['NAV_BPO_PROCESSING'],
    refusal:
      'The broker’s value can be entered only while the file waits for the broker’s price opinion; this file is not waiting for one.',
  },
  // At DEED_SIGNING the closed sessions start afresh; at MANUAL_DEED_SIGNING the file goes back online.
  NOTARY_REOPEN_ONLINE: {
    statuses: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
    refusal: 'The online notary session can be reopened only while the deed is being signed before a notary.',
  },
  NOTARY_SWITCH_IN_PERSON: {
    statuses: ['DEED_SIGNING'],
    refusal: 'A file can switch to an in-person notary only while the deed is being signed before the online notary.',
  },
  DECLINE: { statuses: OPEN, refusal: 'This file is closed: it was completed, cancelled or declined.' },
  WITHDRAW: { statuses: OPEN, refusal: 'This file is closed: it was completed, cancelled or declined.' },
  CONDITION_RAISE: {
    statuses: OPEN,
    refusal: 'This file is closed: no condition can be raised on a completed, cancelled or declined file.',
  },
  REVIEW_DELINQUENCY: { statuses: ['DELINQUENCY_REVIEW'], refusal: 'This file is not in the delinquency review.' },
  REVIEW_UW: { statuses: ['UW_REVIEW'], refusal: 'This file is not in the underwriting review.' },
  REVIEW_INCORRECT_PIN: { statuses: ['INCORRECT_PIN'], refusal: 'This file is not in the parcel number review.' },
  REVIEW_INCORRECT_OWNERSHIP: {
    statuses: ['INCORRECT_OWNERSHIP'],
    refusal: 'This file is not in the ownership review.',
  },
  REVIEW_NO_CREDIT: {
    statuses: ['CREDIT_NO_MATCH_SSN'],
    refusal: 'This file is not waiting for its credit file to be matched by hand.',
  },
  // The holds the console decides (modules/decisions/decide-review.service.ts), each with a further rule of its own.
  REVIEW_IDENTITY: {
    statuses: ['IDENTITY_VERIFICATION'],
    refusal: 'This file is not in an identity review: it is not at identity verification.',
  },
  REVIEW_PAYOFF: {
    statuses: ['PAYOFF_REQUEST_PENDING'],
    refusal: 'This file is not in a payoff review: it is not waiting for the payoff letters of its liens.',
  },
  REVIEW_FLOOD: {
    statuses: ['GEN_CLOSING_DISCLOSURE'],
    refusal: 'This file is not in a flood review: it is not waiting for the flood certificate.',
  },
};

/** The console's review keys (contracts/console.ts CONSOLE_REVIEW_KEYS) and the act each is. */
export const REVIEW_ACTIONS = {
  delinquency: 'REVIEW_DELINQUENCY',
  uw: 'REVIEW_UW',
  'incorrect-pin': 'REVIEW_INCORRECT_PIN',
  'incorrect-ownership': 'REVIEW_INCORRECT_OWNERSHIP',
  'no-credit': 'REVIEW_NO_CREDIT',
  identity: 'REVIEW_IDENTITY',
  payoff: 'REVIEW_PAYOFF',
  flood: 'REVIEW_FLOOD',
} as const satisfies Record<string, FileAction>;

const CLOSED: readonly string[] = statusesWaitingOn('NOBODY');

/** Whether `action` applies to a file at `status` (an unknown status is an open file: the member finds out). */
export const fileActionApplies = (action: FileAction, status: string): boolean => {
  const { statuses } = FILE_ACTION_TABLE[action];
  return statuses === OPEN ? !CLOSED.includes(status) : (statuses as readonly string[]).includes(status);
};

/** The acts that apply to a file at `status`, in the table's order. */
export const fileActionsAt = (status: string): FileAction[] =>
  FILE_ACTIONS.filter((action) => fileActionApplies(action, status));

/** The refusal of `action` at `status`, or null where it applies. */
export const fileActionRefusal = (action: FileAction, status: string): string | null =>
  fileActionApplies(action, status) ? null : FILE_ACTION_TABLE[action].refusal;

/** The acts on one condition, by its state. */
export type ConditionDecision = 'ACCEPT' | 'REJECT' | 'CLEAR';

/**
 * Accept and reject decide the borrower's answer, so they need one to decide (SUBMITTED, IN_REVIEW); clearing waives
 * a condition whatever its open state; an accepted condition is done.
 */
export const CONDITION_ACTIONS_BY_STATE: Readonly<Record<ConditionState, readonly ConditionDecision[]>> = {
  NEEDED: ['CLEAR'],
  SUBMITTED: ['ACCEPT', 'REJECT', 'CLEAR'],
  IN_REVIEW: ['ACCEPT', 'REJECT', 'CLEAR'],
  REJECTED: ['CLEAR'],
  ACCEPTED: [],
};

const CONDITION_REFUSALS: Readonly<Record<ConditionDecision, string>> = {
  ACCEPT:
    'There is no answer to accept: the borrower has not sent one since the condition was raised or last rejected. Clear the condition with a note instead.',
  REJECT:
    'There is no answer to reject: the borrower has not sent one since the condition was raised or last rejected.',
  CLEAR: 'This condition is already accepted: there is nothing left to clear.',
};
const ALREADY_ACCEPTED = 'This condition is already accepted: there is nothing left to decide.';

export const conditionActionApplies = (action: ConditionDecision, state: ConditionState): boolean =>
  CONDITION_ACTIONS_BY_STATE[state].includes(action);

/** The refusal of `action` on a condition in `state`, or null where it applies. */
export const conditionActionRefusal = (action: ConditionDecision, state: ConditionState): string | null =>
  conditionActionApplies(action, state) ? null : state === 'ACCEPTED' ? ALREADY_ACCEPTED : CONDITION_REFUSALS[action];
