import type { ChecklistStatus } from '@heloc/domain';

/*
 * The status machine of the engine: which checklistStatus may follow which. The spec shows the statuses and where
 * each routes (spec 01 §4) but not the transitions between them (spec 03 §4: "Transitions between these statuses are
 * not shown"), so this table is ours. docs/sandbox.md draws it. The sandbox control API may set any status: it is
 * how operations staff (and tests) move a file past the steps the engine does not drive yet.
 */
export const ALLOWED_TRANSITIONS: Partial<Record<ChecklistStatus, readonly ChecklistStatus[]>> = {
  // Soft credit pull (engine step SOFT_CREDIT).
  WAITING_FOR_SOFT_CREDIT: [
    'WAITING_FOR_INITIAL_OFFERS',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'SOFT_CREDIT_FROZEN',
    'SOFT_CREDIT_LOCKED',
    'DECLINED',
    'DELINQUENCY_REVIEW',
    'ASSETS_PREQUAL',
  ],
  // Property, valuation, title, flood and pricing (engine step INITIAL_OFFERS).
  WAITING_FOR_INITIAL_OFFERS: [
    'OFFER_SELECTION',
    'NO_PROPERTY_FOUND',
    'MULTIPLE_PROPERTIES',
    'NO_AVM_FOUND',
    'DECLINED',
  ],
  // The borrower confirms an offer: the hard pull follows (spec 01 §1: "A hard credit pull happens on submission").
  OFFER_SELECTION: ['HARD_CREDIT_PULL'],
  REVISED_OFFER_SELECTION: ['HARD_CREDIT_PULL'],
  // Hard credit pull (engine step HARD_CREDIT).
  HARD_CREDIT_PULL: [
    'COLLECT_ADDITIONAL_INFO',
    'HARD_CREDIT_FROZEN',
    'HARD_CREDIT_LOCKED',
    'CREDIT_NO_MATCH',
    'DECLINED',
  ],
};

/** Statuses that close an application: it stops being the active one of its identity and organisation. */
export const CLOSING_STATUSES: readonly ChecklistStatus[] = ['COMPLETE', 'CANCELLED'];

/** True when the engine or the borrower may move an application from `from` to `to`; CANCELLED is always allowed. */
export const canTransition = (from: string, to: ChecklistStatus): boolean =>
  to === 'CANCELLED' || (ALLOWED_TRANSITIONS[from as ChecklistStatus] ?? []).includes(to);
