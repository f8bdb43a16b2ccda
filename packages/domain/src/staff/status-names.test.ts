import { describe, expect, it } from 'vitest';
import { CHECKLIST_STATUSES } from '../enums/checklist-statuses';
import { STATUS_NAMES, STATUS_STAGES, type StatusStage, statusName, statusesByStage } from './status-names';

// docs/product/operations-console.md §3, restated row by row: the stage of every checklist status, in staff's words.
const EXPECTED: Record<StatusStage, readonly string[]> = {
  REGISTRATION: [
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'WAITING_FOR_SOFT_CREDIT',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'SOFT_CREDIT_LOCKED',
    'SOFT_CREDIT_FROZEN',
    'CREDIT_ERROR',
    'FACTA_REVIEW',
    'DELINQUENCY_REVIEW',
    'UW_REVIEW',
    'WAITING_FOR_PROPERTY_DATA',
    'NO_PROPERTY_FOUND',
    'MULTIPLE_PROPERTIES',
    'INCORRECT_PIN',
    'INCORRECT_OWNERSHIP',
    'PREQUAL_TITLE',
    'ASSETS_PREQUAL',
    'WAITING_FOR_ASSET_VERIFICATION',
    'IN_PROGRESS',
    'UNKNOWN',
  ],
  OFFERS: [
    'WAITING_FOR_INITIAL_OFFERS',
    'NO_AVM_FOUND',
    'NAV_BPO_ESTIMATE',
    'NAV_RESI_EVAL_ESTIMATE',
    'BPO_ORDER_REQUEST',
    'NAV_BPO_ORDER_REQUEST',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    'NAV_BPO_PROCESSING',
    'NAV_RESI_EVAL_PROCESSING',
    'HOLD_FOR_APPRAISAL_REVIEW',
    'APPRAISAL_REVIEW_COMPLETE',
    'ONSITE_APPRAISAL_REQUEST',
    'ONSITE_APPRAISAL_BORROWER_PAYMENT',
    'ONSITE_APPRAISAL_PENDING',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'OFFER_SELECTION',
  ],
  FINISHING: [
    'HARD_CREDIT_PULL',
    'WAITING_FOR_HARD_CREDIT',
    'HARD_CREDIT_LOCKED',
    'HARD_CREDIT_FROZEN',
    'COLLECT_ADDITIONAL_INFO',
    'HMDA',
    'APP_SUBMISSION',
    'GEN_APP_DISCLOSURES',
    'GEN_SUMMARY_DISCLOSURE',
    'INCOME_VERIFICATION',
    'WAITING_FOR_INCOME_VERIFICATION',
    'EMPLOYMENT_VERIFICATION',
    'WAITING_FOR_REVISED_OFFERS',
    'REVISED_OFFER_SELECTION',
    'IDENTITY_VERIFICATION',
    'WAITING_FOR_IDENTITY_VERIFICATION',
    'WAITING_FOR_TITLE',
    'ORDER_FULL_TITLE',
    'FINAL_TITLE',
    'FINAL_TITLE_REVIEW',
    'FINAL_TITLE_CLEARED',
    'LIEN_VERIFICATION',
    'LIEN_VERIFICATION_INQUIRY',
    'WAITING_FOR_LIEN_VERIFICATION',
    'REQUEST_STEWART_PAYOFFS',
    'PAYOFF_REQUEST_PENDING',
    'DISBURSEMENT_ACCOUNT',
    'AUTOPAY_ACCOUNT',
    'VERIFIED_AUTOPAY_ACCOUNT',
  ],
  CLOSING: [
    'GEN_CLOSING_DISCLOSURE',
    'WAITING_FOR_FLOOD_CERT',
    'WAITING_FOR_FINAL_OFFERS',
    'FINAL_OFFER',
    'NOTE_SIGNING',
    'WAITING_FOR_SIGNING',
    'GEN_NOTE_SIGNING',
    'CO_DEED_REQ',
    'GEN_NOTARY_DISCLOSURE',
    'ATTORNEY_REVIEW',
    'NOTARY_WAITING_PERIOD',
    'DEED_SIGNING',
    'MANUAL_DEED_SIGNING',
    'WAITING_FOR_NOTARY',
    'GEN_RESCISSION',
    'RESCISSION',
    'RECORDING',
    'FUNDABLE',
    'FUNDING_DECISION',
    'WAITING_FOR_FUNDING',
  ],
  AFTER_FUNDING: ['DIRECT_DEBT_PAYOFF', 'COMPLETE'],
  ENDED: ['CREDIT_MINOR', 'CANCELLED', 'DECLINED'],
};

describe('the staff names of the statuses, by stage (STATUS_NAMES)', () => {
  it('names every checklist status exactly once', () => {
    expect(Object.values(EXPECTED).flat().sort()).toEqual([...CHECKLIST_STATUSES].sort());
    expect(Object.keys(STATUS_NAMES).sort()).toEqual([...CHECKLIST_STATUSES].sort());
  });

  for (const [stage, statuses] of Object.entries(EXPECTED)) {
    for (const status of statuses) {
      it(`${status} is in ${stage}, named in words`, () => {
        const row = STATUS_NAMES[status as keyof typeof STATUS_NAMES];
        expect(row.stage).toBe(stage);
        // A phrase, not a code: a capital first, no underscore, no word in capitals but HMDA-free initialisms.
        expect(row.name).toMatch(/^[A-Z][^_]*$/);
        expect(row.name).not.toMatch(/\b(NAV|BPO|GEN|UW|CLTV|STEWART|PREQUAL|HMDA)\b/i);
      });
    }
  }

  it('gives each status a name of its own', () => {
    const names = Object.values(STATUS_NAMES).map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads as staff say it', () => {
    expect(statusName('OFFER_SELECTION')).toBe('Offer selection');
    expect(statusName('COLLECT_ADDITIONAL_INFO')).toBe('Collect additional info');
    expect(statusName('REQUEST_STEWART_PAYOFFS')).toBe('Payoff amounts requested from title');
    expect(statusName('GEN_PRE_SOFT_CREDIT_DISCLOSURE')).toBe('Preparing the credit pull disclosure');
    expect(statusName('SOMETHING_NEW')).toBe('Something new');
  });

  it('groups the statuses by stage, in the order a file goes through them', () => {
    const groups = statusesByStage();
    expect(groups.map((g) => g.name)).toEqual([
      'Registration',
      'Offers',
      'Finishing the application',
      'Closing',
      'After funding',
      'Ended',
    ]);
    expect(groups.map((g) => g.stage)).toEqual([...STATUS_STAGES]);
    for (const group of groups) expect(group.statuses).toEqual(EXPECTED[group.stage]);
  });
});
