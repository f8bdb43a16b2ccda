import { describe, expect, it } from 'vitest';
import { CHECKLIST_STATUSES } from '../enums/checklist-statuses';
import { isWaitOverdue, lenderWaitKindOf, LENDER_WAIT_KINDS, LENDER_WAIT_TARGETS, takesWaitKind } from './wait-targets';
import { statusesWaitingOn } from './waiting-on';

// docs/product/operations-console.md §11, restated row by row: the lender's kinds of wait, their targets and roles.
const EXPECTED = {
  ANSWER_TO_REVIEW: { targetHours: 24, roles: ['PROCESSOR'] },
  REVIEW_DECISION: { targetHours: 48, roles: ['UNDERWRITER'] },
};

const none = { awaitingReview: 0, awaitingBorrower: 0 };
const answered = { awaitingReview: 1, awaitingBorrower: 0 };

describe('the lender’s wait targets', () => {
  it('has exactly the documented rows', () => {
    expect(Object.keys(LENDER_WAIT_TARGETS).sort()).toEqual([...LENDER_WAIT_KINDS].sort());
    for (const kind of LENDER_WAIT_KINDS) {
      expect({ targetHours: LENDER_WAIT_TARGETS[kind].targetHours, roles: LENDER_WAIT_TARGETS[kind].roles }).toEqual(
        EXPECTED[kind],
      );
      expect(LENDER_WAIT_TARGETS[kind].label).not.toBe('');
    }
  });

  it('names an answer to review whatever the open status, a review by the status, and nothing else', () => {
    for (const status of CHECKLIST_STATUSES) {
      const closed = statusesWaitingOn('NOBODY').includes(status);
      expect(lenderWaitKindOf(status, answered)).toBe(closed ? undefined : 'ANSWER_TO_REVIEW');
      const ownRow = statusesWaitingOn('LENDER').includes(status);
      expect(lenderWaitKindOf(status, none)).toBe(ownRow ? 'REVIEW_DECISION' : undefined);
    }
    // A condition the borrower owes puts the file on the borrower, even at a status that waits on the lender.
    expect(lenderWaitKindOf('FACTA_REVIEW', { awaitingReview: 0, awaitingBorrower: 1 })).toBeUndefined();
  });

  it('marks a wait overdue only past its target', () => {
    const since = new Date('2026-03-02T09:00:00Z');
    expect(isWaitOverdue('ANSWER_TO_REVIEW', since, new Date('2026-03-03T09:00:00Z'))).toBe(false);
    expect(isWaitOverdue('ANSWER_TO_REVIEW', since, new Date('2026-03-03T09:00:01Z'))).toBe(true);
    expect(isWaitOverdue('REVIEW_DECISION', since, new Date('2026-03-04T09:00:00Z'))).toBe(false);
    expect(isWaitOverdue('REVIEW_DECISION', since, new Date('2026-03-04T09:00:01Z'))).toBe(true);
  });

  it('gives an unassigned file to the roles of its kind', () => {
    expect(takesWaitKind(['PROCESSOR'], 'ANSWER_TO_REVIEW')).toBe(true);
    expect(takesWaitKind(['PROCESSOR'], 'REVIEW_DECISION')).toBe(false);
    expect(takesWaitKind(['UNDERWRITER', 'CLOSER'], 'REVIEW_DECISION')).toBe(true);
    expect(takesWaitKind(['SUPPORT_AGENT'], 'ANSWER_TO_REVIEW')).toBe(false);
  });
});
