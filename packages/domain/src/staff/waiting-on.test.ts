import { describe, expect, it } from 'vitest';
import { CHECKLIST_STATUSES } from '../enums/checklist-statuses';
import { ADVERSE_ACTION_REASON_CODES } from '../underwriting/adverse-action';
import { declineCategoryOf } from './decline-category';
import {
  BORROWER_CONDITION_ACTION,
  REVIEW_CONDITION_ACTION,
  type WaitingOn,
  WAITING_ON_BY_STATUS,
  statusesWaitingOn,
  waitingOnOf,
} from './waiting-on';

// docs/product/operations-console.md §3, restated row by row: who must act next at each checklist status.
const EXPECTED: Record<WaitingOn, readonly string[]> = {
  BORROWER: [
    'CREDIT_NO_MATCH',
    'SOFT_CREDIT_LOCKED',
    'SOFT_CREDIT_FROZEN',
    'HARD_CREDIT_LOCKED',
    'HARD_CREDIT_FROZEN',
    'NAV_BPO_ESTIMATE',
    'NAV_RESI_EVAL_ESTIMATE',
    'NO_AVM_FOUND',
    'BPO_ORDER_REQUEST',
    'NAV_BPO_ORDER_REQUEST',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    'HOLD_FOR_APPRAISAL_REVIEW',
    'ONSITE_APPRAISAL_BORROWER_PAYMENT',
    'OFFER_SELECTION',
    'REVISED_OFFER_SELECTION',
    'FINAL_OFFER',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'ASSETS_PREQUAL',
    'NO_PROPERTY_FOUND',
    'MULTIPLE_PROPERTIES',
    'COLLECT_ADDITIONAL_INFO',
    'HMDA',
    'APP_SUBMISSION',
    'INCOME_VERIFICATION',
    'IDENTITY_VERIFICATION',
    'LIEN_VERIFICATION',
    'LIEN_VERIFICATION_INQUIRY',
    'DISBURSEMENT_ACCOUNT',
    'AUTOPAY_ACCOUNT',
    'VERIFIED_AUTOPAY_ACCOUNT',
    'NOTE_SIGNING',
    'CO_DEED_REQ',
    'DEED_SIGNING',
    'MANUAL_DEED_SIGNING',
  ],
  LENDER: [
    'CREDIT_NO_MATCH_SSN',
    'CREDIT_ERROR',
    'FACTA_REVIEW',
    'APPRAISAL_REVIEW_COMPLETE',
    'FINAL_TITLE_REVIEW',
    'FINAL_TITLE_CLEARED',
    'DELINQUENCY_REVIEW',
    'UW_REVIEW',
    'INCORRECT_PIN',
    'INCORRECT_OWNERSHIP',
    'UNKNOWN',
  ],
  OUTSIDE_PARTY: [
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'WAITING_FOR_HARD_CREDIT',
    'WAITING_FOR_REVISED_OFFERS',
    'WAITING_FOR_FINAL_OFFERS',
    'WAITING_FOR_PROPERTY_DATA',
    'WAITING_FOR_INCOME_VERIFICATION',
    'WAITING_FOR_IDENTITY_VERIFICATION',
    'WAITING_FOR_TITLE',
    'WAITING_FOR_LIEN_VERIFICATION',
    'WAITING_FOR_FLOOD_CERT',
    'WAITING_FOR_SIGNING',
    'WAITING_FOR_NOTARY',
    'WAITING_FOR_FUNDING',
    'WAITING_FOR_ASSET_VERIFICATION',
    'GEN_APP_DISCLOSURES',
    'GEN_NOTE_SIGNING',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'ONSITE_APPRAISAL_REQUEST',
    'PREQUAL_TITLE',
    'NAV_BPO_PROCESSING',
    'NAV_RESI_EVAL_PROCESSING',
    'ONSITE_APPRAISAL_PENDING',
    'FINAL_TITLE',
    'ORDER_FULL_TITLE',
    'REQUEST_STEWART_PAYOFFS',
    'GEN_SUMMARY_DISCLOSURE',
    'EMPLOYMENT_VERIFICATION',
    'PAYOFF_REQUEST_PENDING',
    'DIRECT_DEBT_PAYOFF',
    'GEN_CLOSING_DISCLOSURE',
    'GEN_NOTARY_DISCLOSURE',
    'ATTORNEY_REVIEW',
    'GEN_RESCISSION',
    'RECORDING',
    'FUNDABLE',
    'FUNDING_DECISION',
  ],
  DATE: ['NOTARY_WAITING_PERIOD', 'RESCISSION'],
  NOBODY: ['CREDIT_MINOR', 'COMPLETE', 'CANCELLED', 'DECLINED'],
};

describe('who a file waits on (WAITING_ON_BY_STATUS)', () => {
  it('has exactly one row for every checklist status', () => {
    const listed = Object.values(EXPECTED).flat();
    expect([...listed].sort()).toEqual([...CHECKLIST_STATUSES].sort());
    expect(Object.keys(WAITING_ON_BY_STATUS).sort()).toEqual([...CHECKLIST_STATUSES].sort());
  });

  for (const [waitingOn, statuses] of Object.entries(EXPECTED)) {
    for (const status of statuses) {
      it(`${status} waits on ${waitingOn}, with one plain sentence`, () => {
        const row = WAITING_ON_BY_STATUS[status as keyof typeof WAITING_ON_BY_STATUS];
        expect(row.waitingOn).toBe(waitingOn);
        expect(row.nextAction).toMatch(/^[A-Z][^.]*\.$/);
        expect(waitingOnOf(status)).toEqual(row);
      });
    }
  }

  it('names the next action in words', () => {
    expect(waitingOnOf('DELINQUENCY_REVIEW').nextAction).toBe('An underwriter decides the delinquency review.');
    expect(waitingOnOf('NAV_BPO_PROCESSING').nextAction).toBe(
      'The valuation provider returns the broker’s price opinion.',
    );
    expect(waitingOnOf('RESCISSION', undefined, { until: 'Dec 2, 2026' }).nextAction).toBe(
      'The right to cancel ends on Dec 2, 2026.',
    );
  });

  it('a status whose borrower screen has a door of their own names it (docs/product/operations-console.md §5)', () => {
    // error/timeout: Ask the broker to visit again; the console enters no value here, it can only decline or cancel.
    expect(waitingOnOf('HOLD_FOR_APPRAISAL_REVIEW')).toEqual({
      waitingOn: 'BORROWER',
      nextAction:
        'The borrower asks the broker to visit again, or a member declines the file or cancels it at the borrower’s request.',
    });
    // review-app/property: Correct my address when none of the properties found is theirs.
    expect(waitingOnOf('MULTIPLE_PROPERTIES').nextAction).toBe(
      'The borrower chooses their property among those found or corrects the address.',
    );
    // notary/error and notary/intro: Book an in-person notary once the online session closed.
    expect(waitingOnOf('DEED_SIGNING').nextAction).toBe(
      'The borrower signs the deed before the online notary, or books an in-person notary if the session closed.',
    );
  });

  it('statusesWaitingOn answers the rows of one party', () => {
    for (const [waitingOn, statuses] of Object.entries(EXPECTED))
      expect(statusesWaitingOn(waitingOn as WaitingOn).sort()).toEqual([...statuses].sort());
  });
});

describe('the condition rule (waitingOnOf)', () => {
  it('an answer to review makes the file wait on the lender, whatever the status', () => {
    expect(waitingOnOf('WAITING_FOR_SOFT_CREDIT', { awaitingReview: 1, awaitingBorrower: 2 })).toEqual({
      waitingOn: 'LENDER',
      nextAction: REVIEW_CONDITION_ACTION,
    });
    expect(waitingOnOf('OFFER_SELECTION', { awaitingReview: 1, awaitingBorrower: 0 }).waitingOn).toBe('LENDER');
  });

  it('a condition the borrower still owes makes it wait on the borrower', () => {
    expect(waitingOnOf('DELINQUENCY_REVIEW', { awaitingReview: 0, awaitingBorrower: 1 })).toEqual({
      waitingOn: 'BORROWER',
      nextAction: BORROWER_CONDITION_ACTION,
    });
    expect(waitingOnOf('RESCISSION', { awaitingReview: 0, awaitingBorrower: 1 }).waitingOn).toBe('BORROWER');
  });

  it('a closed file waits on nobody, whatever its conditions', () => {
    expect(waitingOnOf('DECLINED', { awaitingReview: 3, awaitingBorrower: 3 }).waitingOn).toBe('NOBODY');
  });

  it('an unknown status is the lender’s to find out', () => {
    expect(waitingOnOf('SOMETHING_NEW').waitingOn).toBe('LENDER');
  });
});

describe('the category of a console decline', () => {
  it('follows the principal reason', () => {
    expect(declineCategoryOf([{ code: 'DELINQUENT_OBLIGATIONS' }, { code: 'INSUFFICIENT_INCOME' }])).toBe('CREDIT');
    expect(declineCategoryOf([{ code: 'INSUFFICIENT_INCOME' }])).toBe('INCOME');
    expect(declineCategoryOf([{ code: 'INSUFFICIENT_COLLATERAL' }])).toBe('COLLATERAL');
    expect(declineCategoryOf([{ code: 'OTHER' }])).toBe('OTHER');
    for (const code of ADVERSE_ACTION_REASON_CODES) expect(declineCategoryOf([{ code }])).toBeTruthy();
  });
});
