import { labelMessages } from '../i18n/message';
// Enumerations of offers, payments and income (docs/product/widgets-and-calculations.md §3).

// docs/product/widgets-and-calculations.md §3: Offer type.
export const OFFER_TYPES = ['FIXED', 'VARIABLE', 'UNKNOWN'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

// docs/product/widgets-and-calculations.md §3: Payment methods.
export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// docs/product/widgets-and-calculations.md §3: Income sources: EMPINFO, MANUAL_PAYSTUB, PLAID_TRANSACTIONS, POINTSERV payroll, tax and 1099, TRUV
// payroll and financial accounts, OTHER, UNKNOWN. The spelling of the POINTSERV_* and TRUV_* values is ours.
export const INCOME_SOURCES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'PLAID_TRANSACTIONS',
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'POINTSERV_1099',
  'TRUV_PAYROLL',
  'TRUV_FINANCIAL_ACCOUNTS',
  'OTHER',
  'UNKNOWN',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

// docs/product/widgets-and-calculations.md §3: Discount types: ALL_IN, AUTOPAY, CREDIT_UNION "and specific partner credit-union types". A
// partner's own type is CREDIT_UNION_<CODE> (org/pricing-sheet.ts), so only the generic three are an enumeration here.
export const DISCOUNT_TYPES = ['ALL_IN', 'AUTOPAY', 'CREDIT_UNION'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

// docs/product/widgets-and-calculations.md §3, §9: Payoff preference for the minimum and maximum draw.
export const PAYOFF_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export type PayoffPreference = (typeof PAYOFF_PREFERENCES)[number];

// docs/product/widgets-and-calculations.md §3: Co-deed by-pass.
export const CO_DEED_BYPASS_VALUES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
export type CoDeedBypass = (typeof CO_DEED_BYPASS_VALUES)[number];

// docs/product/widgets-and-calculations.md §3 (Cost feeType): RECORDING_TAX is the one named.
export const FEE_TYPES = ['RECORDING_TAX'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

// docs/product/widgets-and-calculations.md §3 (Liability payOff.status): MARKED_FOR_PAYOFF is the one named.
export const LIABILITY_PAYOFF_STATUSES = ['MARKED_FOR_PAYOFF'] as const;
export type LiabilityPayoffStatus = (typeof LIABILITY_PAYOFF_STATUSES)[number];

// docs/product/application-area.md §3 (Feedback productType), docs/product/application-area.md §9 (web chat): HELOC and CRYPTO_HELOC.
export const PRODUCT_TYPES = ['HELOC', 'CRYPTO_HELOC'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

// What the applicant says about each lien the title search found (liens). Ours.
export const LIEN_ACTIONS = ['KEEP', 'PAY_OFF', 'ALREADY_PAID'] as const;
export type LienAction = (typeof LIEN_ACTIONS)[number];
export const LIEN_ACTION_LABELS = labelMessages<LienAction>('domain.loan.lienAction', {
  KEEP: 'Keep this loan',
  PAY_OFF: 'Pay it off from my line of credit',
  ALREADY_PAID: 'It is already paid off',
});

// Where a lien's payoff stands (ours). MARKED_FOR_PAYOFF is docs/product/widgets-and-calculations.md §3's Liability payOff.status; a marked lien waits
// for the lender's payoff letter (PAYOFF_REQUEST_PENDING), an already-paid one for the applicant's proof.
export const LIEN_PAYOFF_STATUSES = [
  'MARKED_FOR_PAYOFF',
  'PAYOFF_LETTER_RECEIVED',
  'PROOF_REQUIRED',
  'PROOF_RECEIVED',
] as const;
export type LienPayoffStatus = (typeof LIEN_PAYOFF_STATUSES)[number];

// Bank accounts for disbursement and autopay (bank/*). Ours.
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS = labelMessages<BankAccountType>('domain.loan.bankAccountType', {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
});

// How an account was given: through the bank link dialog or typed by hand (bank/disburse, bank/manual-disburse).
export const BANK_ACCOUNT_SOURCES = ['LINK', 'MANUAL'] as const;
export type BankAccountSource = (typeof BANK_ACCOUNT_SOURCES)[number];
