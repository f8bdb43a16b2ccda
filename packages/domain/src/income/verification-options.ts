import type { IncomeDocumentType, IncomeSource, IncomeVerificationMethod, RegistrationEmploymentType } from '../enums';
import { INCOME_DOCUMENT_COUNTS } from '../enums';

/** The ways one employment type may prove income, in the order income/review offers them. */
export interface IncomeVerificationOptions {
  readonly methods: readonly IncomeVerificationMethod[];
  /** The documents DOCUMENT_UPLOAD asks for; each is asked INCOME_DOCUMENT_COUNTS times. */
  readonly documents: readonly IncomeDocumentType[];
}

const WAGES: IncomeVerificationOptions = {
  methods: ['PAYROLL_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
  documents: ['PAYSTUB', 'W2'],
};
const SUPPORT: IncomeVerificationOptions = {
  methods: ['BANK_LINK', 'DOCUMENT_UPLOAD'],
  documents: ['BANK_STATEMENT'],
};
const BENEFITS: IncomeVerificationOptions = {
  methods: ['BANK_LINK', 'DOCUMENT_UPLOAD'],
  documents: ['AWARD_LETTER', 'BANK_STATEMENT'],
};

/**
 * Employment type (docs/product/registration-and-routing.md §3, docs/product/widgets-and-calculations.md §3) -> the verification that fits it (the table is ours):
 * wages are proved by the payroll, paystubs and W-2 or the employer; self-employment by deposits, tax returns and
 * 1099s; retirement and public assistance by an award letter or the deposits; support payments by the deposits.
 * No one verifies an unemployed applicant's income: registration refuses them (docs/product/registration-and-routing.md §5).
 */
export const INCOME_VERIFICATION_OPTIONS: Readonly<Record<RegistrationEmploymentType, IncomeVerificationOptions>> = {
  FULL_TIME: WAGES,
  PART_TIME: WAGES,
  SELF_EMPLOYED: {
    methods: ['BANK_LINK', 'DOCUMENT_UPLOAD'],
    documents: ['TAX_RETURN', 'FORM_1099', 'BANK_STATEMENT'],
  },
  RETIRED: BENEFITS,
  UNEMPLOYED: { methods: [], documents: [] },
  ALIMONY: SUPPORT,
  CHILD_SUPPORT: SUPPORT,
  SEPARATE_MAINTENANCE_PAYMENTS: SUPPORT,
  PUBLIC_ASSISTANCE_PROGRAM: BENEFITS,
};

/** The options of an employment type, each document with how many are asked for. */
export const incomeVerificationOptionsFor = (
  employmentType: RegistrationEmploymentType,
): { methods: IncomeVerificationMethod[]; documents: { type: IncomeDocumentType; count: number }[] } => {
  const options = INCOME_VERIFICATION_OPTIONS[employmentType];
  return {
    methods: [...options.methods],
    documents: options.documents.map((type) => ({ type, count: INCOME_DOCUMENT_COUNTS[type] })),
  };
};

/** Whether a method or document type may prove this employment type's income. */
export const isIncomeMethodAllowed = (
  employmentType: RegistrationEmploymentType,
  method: IncomeVerificationMethod,
): boolean => INCOME_VERIFICATION_OPTIONS[employmentType].methods.includes(method);
export const isIncomeDocumentAllowed = (
  employmentType: RegistrationEmploymentType,
  documentType: IncomeDocumentType,
): boolean => INCOME_VERIFICATION_OPTIONS[employmentType].documents.includes(documentType);

/**
 * The income source (docs/product/widgets-and-calculations.md §3) an application's income request records for each way of verifying: the payroll
 * link is the POINTSERV payroll connection (income/pointserv-callback), the bank link PLAID transactions
 * (/plaid-oauth-success), the employer's answer EMPINFO. Ours.
 */
export const INCOME_SOURCE_BY_METHOD: Readonly<
  Record<Exclude<IncomeVerificationMethod, 'DOCUMENT_UPLOAD'>, IncomeSource>
> = {
  PAYROLL_LINK: 'POINTSERV_PAYROLL',
  BANK_LINK: 'PLAID_TRANSACTIONS',
  EMPLOYER_VERIFICATION: 'EMPINFO',
};
/** An uploaded document's income source: wages documents are MANUAL_PAYSTUB, tax forms POINTSERV_TAX / _1099. */
export const INCOME_SOURCE_BY_DOCUMENT_TYPE: Readonly<Record<IncomeDocumentType, IncomeSource>> = {
  PAYSTUB: 'MANUAL_PAYSTUB',
  W2: 'MANUAL_PAYSTUB',
  FORM_1099: 'POINTSERV_1099',
  TAX_RETURN: 'POINTSERV_TAX',
  AWARD_LETTER: 'OTHER',
  BANK_STATEMENT: 'OTHER',
};

/**
 * Verified income lower than the stated income re-prices the offers (REVISED_OFFER_SELECTION). Both are
 * annual, in dollars; any shortfall counts, as the issue words it.
 */
export const isVerifiedIncomeLower = (statedAnnualIncome: number, verifiedAnnualIncome: number): boolean =>
  verifiedAnnualIncome < statedAnnualIncome;
