import type { IncomeSource } from './loan';
import { labelMessages } from '../i18n/message';

// Enumerations of income verification (income/review, link, upload, employer-verification). Ours: the spec
// names the routes and the providers behind INCOME_SOURCES (docs/product/widgets-and-calculations.md §3), not the choices.

/** How the applicant proves income. */
export const INCOME_VERIFICATION_METHODS = [
  'PAYROLL_LINK',
  'BANK_LINK',
  'DOCUMENT_UPLOAD',
  'EMPLOYER_VERIFICATION',
] as const;
export type IncomeVerificationMethod = (typeof INCOME_VERIFICATION_METHODS)[number];

export const INCOME_VERIFICATION_METHOD_LABELS = labelMessages<IncomeVerificationMethod>('domain.income.method', {
  PAYROLL_LINK: 'Link your payroll account',
  BANK_LINK: 'Link your bank account',
  DOCUMENT_UPLOAD: 'Upload documents',
  EMPLOYER_VERIFICATION: 'Have us contact your employer',
});

/** The methods that go through a link dialog (institution and credentials). */
export const INCOME_LINK_METHODS = ['PAYROLL_LINK', 'BANK_LINK'] as const;
export type IncomeLinkMethod = (typeof INCOME_LINK_METHODS)[number];

/** The documents an applicant may upload to prove income. */
export const INCOME_DOCUMENT_TYPES = [
  'PAYSTUB',
  'W2',
  'FORM_1099',
  'TAX_RETURN',
  'AWARD_LETTER',
  'BANK_STATEMENT',
] as const;
export type IncomeDocumentType = (typeof INCOME_DOCUMENT_TYPES)[number];

export const INCOME_DOCUMENT_TYPE_LABELS = labelMessages<IncomeDocumentType>('domain.income.documentType', {
  PAYSTUB: 'Paystub',
  W2: 'W-2',
  FORM_1099: '1099',
  TAX_RETURN: 'Tax return',
  AWARD_LETTER: 'Award letter',
  BANK_STATEMENT: 'Bank statement',
});

/**
 * How many of each document are asked for, following common mortgage underwriting practice: paystubs covering
 * the last 30 days (two), last year's W-2, the last two years' 1099s and tax returns, the current award letter,
 * the last two months' bank statements.
 */
export const INCOME_DOCUMENT_COUNTS: Record<IncomeDocumentType, number> = {
  PAYSTUB: 2,
  W2: 1,
  FORM_1099: 2,
  TAX_RETURN: 2,
  AWARD_LETTER: 1,
  BANK_STATEMENT: 2,
};

export const INCOME_DOCUMENT_TYPE_HINTS: Record<IncomeDocumentType, string> = {
  PAYSTUB: 'Your two most recent paystubs, covering the last 30 days',
  W2: "Last year's W-2",
  FORM_1099: 'Your 1099s for the last two years',
  TAX_RETURN: 'Your complete federal tax returns for the last two years, with all schedules',
  AWARD_LETTER: 'Your current pension, Social Security or benefits award letter',
  BANK_STATEMENT: 'Your two most recent monthly statements, all pages',
};

/** The outcome of a verification attempt. */
export const INCOME_VERIFICATION_STATUSES = ['VERIFIED', 'PENDING', 'FAILED'] as const;
export type IncomeVerificationStatus = (typeof INCOME_VERIFICATION_STATUSES)[number];

/** What an institution in the link dialog holds: a payroll account or a bank account. */
export const LINK_INSTITUTION_KINDS = ['PAYROLL', 'BANK'] as const;
export type LinkInstitutionKind = (typeof LINK_INSTITUTION_KINDS)[number];

/**
 * The income source (INCOME_SOURCES, docs/product/widgets-and-calculations.md §3) each way of proving income is
 * recorded under in the application's incomeRequestRecords: a payroll link is a payroll connection, a bank link
 * reads transactions, uploaded documents are read by hand, and the employer is asked directly.
 */
export const INCOME_SOURCE_OF_METHOD = {
  PAYROLL_LINK: 'POINTSERV_PAYROLL',
  BANK_LINK: 'PLAID_TRANSACTIONS',
  DOCUMENT_UPLOAD: 'MANUAL_PAYSTUB',
  EMPLOYER_VERIFICATION: 'EMPINFO',
} as const satisfies Record<IncomeVerificationMethod, IncomeSource>;

/** The income source of a stored method; an unknown method is UNKNOWN. */
export const incomeSourceOfMethod = (method: string): IncomeSource =>
  (INCOME_SOURCE_OF_METHOD as Record<string, IncomeSource | undefined>)[method] ?? 'UNKNOWN';
