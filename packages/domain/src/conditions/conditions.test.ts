import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES } from '../enums';
import { CONDITION_ACTIONS } from './condition-actions';
import { type BorrowerCondition, conditionAction, effectiveConditionCategory, visibleConditions } from './conditions';

const condition = (categoryEnum: string, extra: Partial<BorrowerCondition> = {}): BorrowerCondition => ({
  uuid: `${categoryEnum}-1`,
  categoryEnum,
  created: '2026-01-01T00:00:00Z',
  ...extra,
});

// docs/product/application-area.md §4.1: [categoryEnum, extra fields, user action, screen, document count].
const ROWS: [string, Partial<BorrowerCondition>, string, string, number][] = [
  ['BANK_ACCOUNT_FRAUD_REVIEW', {}, 'upload a bank statement', 'upload-document', 1],
  ['BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_LETTER'] }, 'upload a bank letter', 'upload-document', 1],
  [
    'BANK_ACCOUNT_FRAUD_REVIEW',
    { requestDocuments: ['BANK_LETTER', 'BANK_STATEMENT'] },
    'upload a bank statement',
    'upload-document',
    1,
  ],
  ['BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: [] }, 'upload a bank statement', 'upload-document', 1],
  ['ID_VERIFICATION_FAILURE', {}, 're-verify ID', 'identity', 1],
  ['MISSING_PHONE_NUMBER', {}, 'enter a phone number', 'phone-number', 1],
  ['REVIEW_TRUST_REQUIREMENTS', {}, 'upload a certificate of trust', 'upload-document', 1],
  ['PROPERTY_LEGAL_DESCRIPTION', {}, 'upload a mortgage, deed of trust or deed', 'upload-document', 1],
  ['IDENTITY_DOCUMENT_FRAUD_REVIEW', {}, 're-upload ID', 'identity', 1],
  ['PROPERTY_OWNERSHIP_FRAUD_REVIEW', {}, 'upload a deed or transfer document', 'upload-document', 1],
  ['FALSE_OWNERSHIP_TYPE_REVIEW', {}, 'upload a deed or transfer document', 'upload-document', 1],
  ['HELOC_MANUAL_PAYSTUB_UPLOAD', {}, 'upload paystubs', 'upload-document', 1],
  ['HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 3 } }, 'upload paystubs', 'upload-document', 3],
  ['HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: 0 } }, 'upload paystubs', 'upload-document', 1],
  ['HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData: { numDocsRequired: null } }, 'upload paystubs', 'upload-document', 1],
  ['HARD_CREDIT_INQUIRY_REVIEW', {}, 'upload proof of cancellation of another application', 'upload-document', 1],
  ['GENERIC_DOCUMENT_REQUEST', {}, 'generic upload', 'upload-document', 1],
  [
    'GENERIC_DOCUMENT_REQUEST',
    { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' },
    'upload a certificate of trust',
    'upload-document',
    1,
  ],
  ['ESCALATION_REVIEW', {}, 'generic upload', 'upload-document', 1],
];

describe('conditionAction (docs/product/application-area.md §4.1)', () => {
  it.each(ROWS)('%s %j → %s on %s, %i document(s)', (category, extra, description, location, count) => {
    expect(conditionAction(condition(category, extra))).toMatchObject({ description, location, documentCount: count });
  });

  it('has a row for every category', () => {
    expect(Object.keys(CONDITION_ACTIONS).sort()).toEqual([...CONDITION_CATEGORIES].sort());
  });

  it('knows nothing of other categories', () => {
    expect(conditionAction(condition('SOMETHING_ELSE'))).toBeUndefined();
  });

  it('treats a generic request needing trust review as the trust type', () => {
    expect(
      effectiveConditionCategory(condition('GENERIC_DOCUMENT_REQUEST', { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' })),
    ).toBe('REVIEW_TRUST_REQUIREMENTS');
    expect(
      effectiveConditionCategory(condition('ESCALATION_REVIEW', { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' })),
    ).toBe('ESCALATION_REVIEW');
  });
});

describe('visibleConditions (docs/product/application-area.md §4.1)', () => {
  it('shows only known categories, oldest first', () => {
    const shown = visibleConditions([
      condition('MISSING_PHONE_NUMBER', { uuid: 'c', created: '2026-03-01T00:00:00Z' }),
      condition('NOT_A_CATEGORY', { uuid: 'x', created: '2020-01-01T00:00:00Z' }),
      condition('ESCALATION_REVIEW', { uuid: 'a', created: '2026-01-01T00:00:00Z' }),
      condition('GENERIC_DOCUMENT_REQUEST', { uuid: 'b', created: Date.parse('2026-02-01T00:00:00Z') }),
    ]);
    expect(shown.map((c) => c.uuid)).toEqual(['a', 'b', 'c']);
  });

  it('puts unreadable dates last and keeps ties in order', () => {
    const shown = visibleConditions([
      condition('ESCALATION_REVIEW', { uuid: 'bad', created: 'not a date' }),
      condition('ESCALATION_REVIEW', { uuid: 'tie1' }),
      condition('ESCALATION_REVIEW', { uuid: 'tie2' }),
    ]);
    expect(shown.map((c) => c.uuid)).toEqual(['tie1', 'tie2', 'bad']);
  });
});
