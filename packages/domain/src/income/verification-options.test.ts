import { describe, expect, it } from 'vitest';
import {
  APPLICATION_EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  REGISTRATION_EMPLOYMENT_TYPES,
  type IncomeDocumentType,
  type IncomeVerificationMethod,
  type RegistrationEmploymentType,
} from '../enums';
import {
  INCOME_SOURCE_BY_DOCUMENT_TYPE,
  INCOME_SOURCE_BY_METHOD,
  INCOME_VERIFICATION_OPTIONS,
  incomeVerificationOptionsFor,
  isIncomeDocumentAllowed,
  isIncomeMethodAllowed,
  isVerifiedIncomeLower,
} from './index';

// One row per employment type: the methods income/review offers and the documents an upload asks for.
const TABLE: [RegistrationEmploymentType, IncomeVerificationMethod[], [IncomeDocumentType, number][]][] = [
  [
    'FULL_TIME',
    ['PAYROLL_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
    [
      ['PAYSTUB', 2],
      ['W2', 1],
    ],
  ],
  [
    'PART_TIME',
    ['PAYROLL_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
    [
      ['PAYSTUB', 2],
      ['W2', 1],
    ],
  ],
  [
    'SELF_EMPLOYED',
    ['BANK_LINK', 'DOCUMENT_UPLOAD'],
    [
      ['TAX_RETURN', 2],
      ['FORM_1099', 2],
      ['BANK_STATEMENT', 2],
    ],
  ],
  [
    'RETIRED',
    ['BANK_LINK', 'DOCUMENT_UPLOAD'],
    [
      ['AWARD_LETTER', 1],
      ['BANK_STATEMENT', 2],
    ],
  ],
  ['UNEMPLOYED', [], []],
  ['ALIMONY', ['BANK_LINK', 'DOCUMENT_UPLOAD'], [['BANK_STATEMENT', 2]]],
  ['CHILD_SUPPORT', ['BANK_LINK', 'DOCUMENT_UPLOAD'], [['BANK_STATEMENT', 2]]],
  ['SEPARATE_MAINTENANCE_PAYMENTS', ['BANK_LINK', 'DOCUMENT_UPLOAD'], [['BANK_STATEMENT', 2]]],
  [
    'PUBLIC_ASSISTANCE_PROGRAM',
    ['BANK_LINK', 'DOCUMENT_UPLOAD'],
    [
      ['AWARD_LETTER', 1],
      ['BANK_STATEMENT', 2],
    ],
  ],
];

describe('income verification options by employment type', () => {
  it.each(TABLE)('%s: methods %j, documents %j', (employmentType, methods, documents) => {
    expect(incomeVerificationOptionsFor(employmentType)).toEqual({
      methods,
      documents: documents.map(([type, count]) => ({ type, count })),
    });
  });

  it('covers every employment type of registration and of the application area', () => {
    expect(Object.keys(INCOME_VERIFICATION_OPTIONS).sort()).toEqual([...REGISTRATION_EMPLOYMENT_TYPES].sort());
    for (const type of APPLICATION_EMPLOYMENT_TYPES) expect(INCOME_VERIFICATION_OPTIONS[type]).toBeDefined();
  });

  it('offers document upload to everyone it verifies, and a document list with it', () => {
    for (const [type, options] of Object.entries(INCOME_VERIFICATION_OPTIONS)) {
      if (type === 'UNEMPLOYED') continue;
      expect(options.methods).toContain('DOCUMENT_UPLOAD');
      expect(options.documents.length).toBeGreaterThan(0);
    }
  });

  it('hands out copies: changing an answer does not change the table', () => {
    incomeVerificationOptionsFor('FULL_TIME').methods.pop();
    expect(INCOME_VERIFICATION_OPTIONS.FULL_TIME.methods).toHaveLength(3);
  });

  it.each<[RegistrationEmploymentType, IncomeVerificationMethod, boolean]>([
    ['FULL_TIME', 'PAYROLL_LINK', true],
    ['FULL_TIME', 'BANK_LINK', false],
    ['SELF_EMPLOYED', 'EMPLOYER_VERIFICATION', false],
    ['RETIRED', 'BANK_LINK', true],
    ['UNEMPLOYED', 'DOCUMENT_UPLOAD', false],
  ])('%s may verify by %s: %s', (employmentType, method, allowed) => {
    expect(isIncomeMethodAllowed(employmentType, method)).toBe(allowed);
  });

  it.each<[RegistrationEmploymentType, IncomeDocumentType, boolean]>([
    ['FULL_TIME', 'W2', true],
    ['FULL_TIME', 'TAX_RETURN', false],
    ['SELF_EMPLOYED', 'FORM_1099', true],
    ['RETIRED', 'AWARD_LETTER', true],
    ['RETIRED', 'PAYSTUB', false],
  ])('%s may upload %s: %s', (employmentType, documentType, allowed) => {
    expect(isIncomeDocumentAllowed(employmentType, documentType)).toBe(allowed);
  });
});

describe('income sources recorded (docs/product/widgets-and-calculations.md §3)', () => {
  it.each<[string, string]>([
    ['PAYROLL_LINK', 'POINTSERV_PAYROLL'],
    ['BANK_LINK', 'PLAID_TRANSACTIONS'],
    ['EMPLOYER_VERIFICATION', 'EMPINFO'],
  ])('%s records %s', (method, source) => {
    expect(INCOME_SOURCE_BY_METHOD[method as keyof typeof INCOME_SOURCE_BY_METHOD]).toBe(source);
  });

  it.each<[IncomeDocumentType, string]>([
    ['PAYSTUB', 'MANUAL_PAYSTUB'],
    ['W2', 'MANUAL_PAYSTUB'],
    ['FORM_1099', 'POINTSERV_1099'],
    ['TAX_RETURN', 'POINTSERV_TAX'],
    ['AWARD_LETTER', 'OTHER'],
    ['BANK_STATEMENT', 'OTHER'],
  ])('an uploaded %s records %s', (type, source) => {
    expect(INCOME_SOURCE_BY_DOCUMENT_TYPE[type]).toBe(source);
    expect(INCOME_SOURCES).toContain(source);
  });
});

describe('isVerifiedIncomeLower (lower verified income re-prices the offers)', () => {
  it.each<[number, number, boolean]>([
    [98_000, 97_999.99, true],
    [98_000, 98_000, false],
    [98_000, 120_000, false],
    [98_000, 0, true],
  ])('stated %d, verified %d: %s', (stated, verified, lower) => {
    expect(isVerifiedIncomeLower(stated, verified)).toBe(lower);
  });
});
