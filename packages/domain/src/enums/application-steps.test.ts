import { englishOf, type Message } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DOCUMENT_KIND_LABELS,
  APPLICATION_DOCUMENT_KINDS,
  BANK_ACCOUNT_SOURCES,
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  DOCUMENT_UPLOADERS,
  ID_DOCUMENT_SIDES,
  ID_TYPE_LABELS,
  ID_TYPES,
  IDENTITY_VERIFICATION_RESULTS,
  isIdBackRequired,
  LIEN_ACTION_LABELS,
  LIEN_ACTIONS,
  LIEN_PAYOFF_STATUSES,
  LIABILITY_PAYOFF_STATUSES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_ACCEPTED_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type IdType,
} from './index';

// The enumerations of the screens after the offer, value for value.
describe('enumerations of the screens after the offer', () => {
  it.each<[string, readonly string[], string[]]>([
    ['MARITAL_STATUSES (URLA)', MARITAL_STATUSES, ['MARRIED', 'SEPARATED', 'UNMARRIED']],
    ['LIEN_ACTIONS', LIEN_ACTIONS, ['KEEP', 'PAY_OFF', 'ALREADY_PAID']],
    [
      'LIEN_PAYOFF_STATUSES',
      LIEN_PAYOFF_STATUSES,
      ['MARKED_FOR_PAYOFF', 'PAYOFF_LETTER_RECEIVED', 'PROOF_REQUIRED', 'PROOF_RECEIVED'],
    ],
    ['BANK_ACCOUNT_TYPES', BANK_ACCOUNT_TYPES, ['CHECKING', 'SAVINGS']],
    ['BANK_ACCOUNT_SOURCES', BANK_ACCOUNT_SOURCES, ['LINK', 'MANUAL']],
    ['ID_DOCUMENT_SIDES', ID_DOCUMENT_SIDES, ['FRONT', 'BACK']],
    [
      'IDENTITY_VERIFICATION_RESULTS',
      IDENTITY_VERIFICATION_RESULTS,
      ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'],
    ],
    ['DOCUMENT_UPLOADERS', DOCUMENT_UPLOADERS, ['APPLICANT', 'LENDER', 'SYSTEM']],
    [
      'UPLOAD_ACCEPTED_CONTENT_TYPES',
      UPLOAD_ACCEPTED_CONTENT_TYPES,
      ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
    ],
  ])('%s', (_name, values, expected) => {
    expect([...values]).toEqual(expected);
  });

  it('keeps docs/product/widgets-and-calculations.md §3 MARKED_FOR_PAYOFF as the first payoff status of a lien', () => {
    expect(LIEN_PAYOFF_STATUSES[0]).toBe(LIABILITY_PAYOFF_STATUSES[0]);
  });

  it('knows the document kinds the store holds for the application, conditions and closing', () => {
    expect(APPLICATION_DOCUMENT_KINDS).toEqual(
      expect.arrayContaining([
        'APPLICATION_SUMMARY',
        'INCOME_DOCUMENT',
        'GOVERNMENT_ID',
        'LIEN_PAYOFF_PROOF',
        'PAYOFF_LETTER',
        'CONDITION_DOCUMENT',
      ]),
    );
  });

  it.each<[string, Record<string, Message>, readonly string[]]>([
    ['MARITAL_STATUS_LABELS', MARITAL_STATUS_LABELS, MARITAL_STATUSES],
    ['LIEN_ACTION_LABELS', LIEN_ACTION_LABELS, LIEN_ACTIONS],
    ['BANK_ACCOUNT_TYPE_LABELS', BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES],
    ['ID_TYPE_LABELS', ID_TYPE_LABELS, ID_TYPES],
    ['APPLICATION_DOCUMENT_KIND_LABELS', APPLICATION_DOCUMENT_KIND_LABELS, APPLICATION_DOCUMENT_KINDS],
  ])('%s labels every value and nothing else', (_name, labels, values) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    expect(Object.values(labels).every((label) => englishOf(label).trim().length > 0)).toBe(true);
  });

  it.each<[string, string]>([
    ['MARRIED', 'Married'],
    ['SEPARATED', 'Separated'],
    ['UNMARRIED', 'Unmarried'],
  ])('marital status %s reads %j', (status, label) => {
    expect(englishOf(MARITAL_STATUS_LABELS[status as keyof typeof MARITAL_STATUS_LABELS])).toBe(label);
  });
});

describe('upload limits (OWASP ASVS 5.2)', () => {
  it('accepts files up to 10 MiB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
  });

  it('lets the file input offer every accepted type and its extensions', () => {
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe('application/pdf,image/jpeg,image/png,image/heic,.pdf,.jpg,.jpeg,.png,.heic');
  });
});

describe('isIdBackRequired (the back-of-id flag)', () => {
  it.each<[IdType, boolean, boolean]>([
    ['DRIVERS_LICENSE', true, true],
    ['STATE_ID_CARD', true, true],
    ['PERMANENT_RESIDENT_CARD', true, true],
    ['PASSPORT', true, false],
    ['DRIVERS_LICENSE', false, false],
    ['PASSPORT', false, false],
  ])('%s with the flag %s: %s', (idType, flag, expected) => {
    expect(isIdBackRequired(idType, flag)).toBe(expected);
  });
});
