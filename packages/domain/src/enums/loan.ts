// Enumerations of offers, payments and income (spec 03 §3).

// spec 03 §3: Offer type.
export const OFFER_TYPES = ['FIXED', 'VARIABLE', 'UNKNOWN'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

// spec 03 §3: Payment methods.
export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// spec 03 §3: Income sources: EMPINFO, MANUAL_PAYSTUB, PLAID_TRANSACTIONS, POINTSERV payroll, tax and 1099, TRUV
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

// spec 03 §3: Discount types: ALL_IN, AUTOPAY, CREDIT_UNION "and specific partner credit-union types". Partner
// discounts are data of the organisation record, so only the generic three are an enumeration here.
export const DISCOUNT_TYPES = ['ALL_IN', 'AUTOPAY', 'CREDIT_UNION'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

// spec 03 §3, §9: Payoff preference for the minimum and maximum draw.
export const PAYOFF_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export type PayoffPreference = (typeof PAYOFF_PREFERENCES)[number];

// spec 03 §3: Co-deed by-pass.
export const CO_DEED_BYPASS_VALUES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
export type CoDeedBypass = (typeof CO_DEED_BYPASS_VALUES)[number];

// spec 03 §3 (Cost feeType): RECORDING_TAX is the one named.
export const FEE_TYPES = ['RECORDING_TAX'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

// spec 03 §3 (Liability payOff.status): MARKED_FOR_PAYOFF is the one named.
export const LIABILITY_PAYOFF_STATUSES = ['MARKED_FOR_PAYOFF'] as const;
export type LiabilityPayoffStatus = (typeof LIABILITY_PAYOFF_STATUSES)[number];

// spec 02 §3 (Feedback productType), spec 02 §9 (web chat): HELOC and CRYPTO_HELOC.
export const PRODUCT_TYPES = ['HELOC', 'CRYPTO_HELOC'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
