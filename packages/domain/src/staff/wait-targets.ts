import type { StaffRole } from './roles';
import { type OpenConditionCounts, waitingOnOf, WAITING_ON_BY_STATUS } from './waiting-on';
import type { ChecklistStatus } from '../enums/checklist-statuses';

/*
 * How long a file may wait on the lender, per kind of wait (docs/product/operations-console.md §11): the "My work"
 * view shows each file waiting on the lender with how long it has waited against its target, the overdue ones marked.
 * Each kind names the roles whose members take an unassigned file of that kind. Restated row by row in
 * wait-targets.test.ts.
 */

export const LENDER_WAIT_KINDS = ['ANSWER_TO_REVIEW', 'REVIEW_DECISION'] as const;
export type LenderWaitKind = (typeof LENDER_WAIT_KINDS)[number];

export interface LenderWaitTarget {
  /** What the file waits for, in words. */
  label: string;
  /** The longest it should wait, in hours. */
  targetHours: number;
  /** Who takes an unassigned file of this kind. */
  roles: readonly StaffRole[];
}

export const LENDER_WAIT_TARGETS: Readonly<Record<LenderWaitKind, LenderWaitTarget>> = {
  // A borrower's answer to a condition (SUBMITTED, IN_REVIEW): a processor accepts or rejects it.
  ANSWER_TO_REVIEW: { label: "The borrower's answer to a condition", targetHours: 24, roles: ['PROCESSOR'] },
  // A status whose own row waits on the lender (a manual review, a hold a specialist clears).
  REVIEW_DECISION: { label: 'A review or hold only staff can decide', targetHours: 48, roles: ['UNDERWRITER'] },
};

/** The kind of wait of a file waiting on the lender; undefined when it waits on anyone else. */
export const lenderWaitKindOf = (status: string, conditions: OpenConditionCounts): LenderWaitKind | undefined => {
  if (waitingOnOf(status, conditions).waitingOn !== 'LENDER') return undefined;
  if (conditions.awaitingReview > 0) return 'ANSWER_TO_REVIEW';
  return WAITING_ON_BY_STATUS[status as ChecklistStatus]?.waitingOn === 'LENDER' ? 'REVIEW_DECISION' : undefined;
};

/** Whether a wait of `kind` begun at `since` has passed its target at `now`. */
export const isWaitOverdue = (kind: LenderWaitKind, since: Date, now: Date): boolean =>
  now.getTime() - since.getTime() > LENDER_WAIT_TARGETS[kind].targetHours * 3_600_000;

/** Whether a member with `roles` takes an unassigned file of `kind`. */
export const takesWaitKind = (roles: readonly StaffRole[], kind: LenderWaitKind): boolean =>
  LENDER_WAIT_TARGETS[kind].roles.some((role) => roles.includes(role));
