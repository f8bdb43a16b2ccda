import { describe, expect, it } from 'vitest';
import { CONDITION_STATES } from '../conditions/condition-states';
import { CHECKLIST_STATUSES } from '../enums/checklist-statuses';
import {
  CONDITION_ACTIONS_BY_STATE,
  FILE_ACTIONS,
  type FileAction,
  conditionActionApplies,
  conditionActionRefusal,
  fileActionRefusal,
  fileActionsAt,
} from './console-actions';

// docs/product/operations-console.md §4, §5, restated row by row: which console acts apply to a file at each status.
const ON_EVERY_OPEN_FILE: readonly FileAction[] = ['DECLINE', 'WITHDRAW', 'CONDITION_RAISE'];
const CLOSED = ['CREDIT_MINOR', 'COMPLETE', 'CANCELLED', 'DECLINED'];
/** The statuses with acts beyond those of every open file. */
const MORE: Readonly<Record<string, readonly FileAction[]>> = {
  NAV_BPO_PROCESSING: ['VALUATION_ENTER'],
  DEED_SIGNING: ['NOTARY_REOPEN_ONLINE', 'NOTARY_SWITCH_IN_PERSON'],
  MANUAL_DEED_SIGNING: ['NOTARY_REOPEN_ONLINE'],
  DELINQUENCY_REVIEW: ['REVIEW_DELINQUENCY'],
  UW_REVIEW: ['REVIEW_UW'],
  INCORRECT_PIN: ['REVIEW_INCORRECT_PIN'],
  INCORRECT_OWNERSHIP: ['REVIEW_INCORRECT_OWNERSHIP'],
  CREDIT_NO_MATCH_SSN: ['REVIEW_NO_CREDIT'],
  IDENTITY_VERIFICATION: ['REVIEW_IDENTITY'],
  PAYOFF_REQUEST_PENDING: ['REVIEW_PAYOFF'],
  GEN_CLOSING_DISCLOSURE: ['REVIEW_FLOOD'],
};

const expectedAt = (status: string): FileAction[] =>
  CLOSED.includes(status)
    ? []
    : FILE_ACTIONS.filter((action) => ON_EVERY_OPEN_FILE.includes(action) || MORE[status]?.includes(action));

describe('the acts that apply to a file, by status', () => {
  for (const status of CHECKLIST_STATUSES) {
    it(`${status}: ${expectedAt(status).join(', ') || 'none'}`, () => {
      expect(fileActionsAt(status)).toEqual(expectedAt(status));
    });
  }

  it('an unknown status is an open file: only the acts of every open file', () => {
    expect(fileActionsAt('SOMETHING_NEW')).toEqual(['DECLINE', 'WITHDRAW', 'CONDITION_RAISE']);
  });

  it('refuses an act elsewhere in one plain sentence, with no status code in it', () => {
    for (const action of FILE_ACTIONS) {
      const refusal = fileActionRefusal(action, 'COMPLETE');
      expect(refusal).toMatch(/^[A-Z][^_]*\.$/);
    }
    expect(fileActionRefusal('VALUATION_ENTER', 'OFFER_SELECTION')).toBe(
      'The broker’s value can be entered only while the file waits for the broker’s price opinion; this file is not waiting for one.',
    );
    expect(fileActionRefusal('VALUATION_ENTER', 'NAV_BPO_PROCESSING')).toBeNull();
  });
});

describe('the acts that apply to a condition, by state', () => {
  const EXPECTED = {
    NEEDED: ['CLEAR'],
    SUBMITTED: ['ACCEPT', 'REJECT', 'CLEAR'],
    IN_REVIEW: ['ACCEPT', 'REJECT', 'CLEAR'],
    REJECTED: ['CLEAR'],
    ACCEPTED: [],
  } as const;

  it('has one row for every state', () => {
    expect(Object.keys(CONDITION_ACTIONS_BY_STATE).sort()).toEqual([...CONDITION_STATES].sort());
  });

  for (const state of CONDITION_STATES) {
    it(`${state}: ${EXPECTED[state].join(', ') || 'none'}`, () => {
      expect(CONDITION_ACTIONS_BY_STATE[state]).toEqual(EXPECTED[state]);
      for (const action of ['ACCEPT', 'REJECT', 'CLEAR'] as const)
        expect(conditionActionApplies(action, state)).toBe((EXPECTED[state] as readonly string[]).includes(action));
    });
  }

  it('says why an unanswered condition cannot be accepted or rejected', () => {
    expect(conditionActionRefusal('ACCEPT', 'NEEDED')).toMatch(/^There is no answer to accept.*Clear the condition/);
    expect(conditionActionRefusal('REJECT', 'REJECTED')).toMatch(/^There is no answer to reject/);
    expect(conditionActionRefusal('REJECT', 'ACCEPTED')).toBe(
      'This condition is already accepted: there is nothing left to decide.',
    );
    expect(conditionActionRefusal('ACCEPT', 'SUBMITTED')).toBeNull();
  });
});
