import { describe, expect, it } from 'vitest';
import * as enums from './index';
import {
  APPLICATION_EMPLOYMENT_TYPES,
  CHECKLIST_STATUSES,
  isChecklistStatus,
  PERSON_NAME_SUFFIXES,
  REGISTRATION_EMPLOYMENT_TYPES,
  REGISTRATION_NAME_SUFFIXES,
} from './index';

// Every status the three spec documents name word for word (docs/product/registration-and-routing.md §4 routing and polling, docs/product/widgets-and-calculations.md §4).
const SPEC_NAMED_STATUSES = `APP_SUBMISSION WAITING_FOR_SOFT_CREDIT WAITING_FOR_INITIAL_OFFERS OFFER_SELECTION
REVISED_OFFER_SELECTION FINAL_OFFER IDENTITY_VERIFICATION INCOME_VERIFICATION EMPLOYMENT_VERIFICATION HARD_CREDIT_PULL
CO_DEED_REQ DEED_SIGNING NOTE_SIGNING NOTARY_WAITING_PERIOD RESCISSION RECORDING FUNDING_DECISION FUNDABLE COMPLETE
DECLINED CANCELLED UNKNOWN CREDIT_NO_MATCH CREDIT_NO_MATCH_SSN NO_PROPERTY_FOUND MULTIPLE_PROPERTIES
COLLECT_ADDITIONAL_INFO HMDA DELINQUENCY_REVIEW GEN_CLOSING_DISCLOSURE GEN_NOTE_SIGNING GEN_SUMMARY_DISCLOSURE
ASSETS_PREQUAL CLTV_LIEN_POSITION_REQUALIFY DISBURSEMENT_ACCOUNT AUTOPAY_ACCOUNT VERIFIED_AUTOPAY_ACCOUNT NO_AVM_FOUND
PAYOFF_REQUEST_PENDING NAV_BPO_PROCESSING NAV_RESI_EVAL_PROCESSING GEN_RESCISSION DIRECT_DEBT_PAYOFF
APPRAISAL_REVIEW_COMPLETE CREDIT_ERROR CREDIT_MINOR FACTA_REVIEW HOLD_FOR_APPRAISAL_REVIEW ORDER_FULL_TITLE
REQUEST_STEWART_PAYOFFS LIEN_VERIFICATION LIEN_VERIFICATION_INQUIRY GEN_NOTARY_DISCLOSURE ATTORNEY_REVIEW
MANUAL_DEED_SIGNING ONSITE_APPRAISAL_BORROWER_PAYMENT ONSITE_APPRAISAL_PENDING GEN_APP_DISCLOSURES
GEN_PRE_SOFT_CREDIT_DISCLOSURE IN_PROGRESS ONSITE_APPRAISAL_REQUEST PREQUAL_TITLE`.split(/\s+/);

describe('checklist statuses (docs/product/registration-and-routing.md §4, docs/product/widgets-and-calculations.md §4)', () => {
  it.each(SPEC_NAMED_STATUSES)('knows %s', (status) => {
    expect(isChecklistStatus(status)).toBe(true);
  });

  it('has about 90 values, each once', () => {
    expect(new Set(CHECKLIST_STATUSES).size).toBe(CHECKLIST_STATUSES.length);
    expect(CHECKLIST_STATUSES.length).toBeGreaterThanOrEqual(80);
  });

  it('rejects anything else', () => {
    expect(isChecklistStatus('NOT_A_STATUS')).toBe(false);
    expect(isChecklistStatus(undefined)).toBe(false);
  });
});

describe('every enumeration', () => {
  const arrays = Object.entries(enums as Record<string, unknown>).filter(
    (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
  );

  it.each(arrays)('%s has no duplicates', (_name, values) => {
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('employment types and suffixes differ by screen', () => {
  it('registration (docs/product/registration-and-routing.md §3) offers the support and assistance incomes the application area (docs/product/widgets-and-calculations.md §3) lacks', () => {
    expect(REGISTRATION_EMPLOYMENT_TYPES).toEqual(expect.arrayContaining([...APPLICATION_EMPLOYMENT_TYPES]));
    expect(
      REGISTRATION_EMPLOYMENT_TYPES.filter((t) => !(APPLICATION_EMPLOYMENT_TYPES as readonly string[]).includes(t)),
    ).toEqual(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);
  });

  it('registration uses N/A and the person form a blank for "no suffix"', () => {
    expect(REGISTRATION_NAME_SUFFIXES[0]).toBe('N/A');
    expect(PERSON_NAME_SUFFIXES[0]).toBe('');
  });
});
