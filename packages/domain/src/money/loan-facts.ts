/**
 * Loan facts shown to visitors (docs/product/widgets-and-calculations.md §1 and §9 "Loan"). Units are in each name: dollars, or a rate as a
 * fraction (0.076 = 7.60%). Display them with formatMoney / formatPercent from the format area.
 */
export const LOAN_FACTS = {
  /** docs/product/widgets-and-calculations.md §9: $15,000 to $400,000. */
  minLoanAmountDollars: 15_000,
  maxLoanAmountDollars: 400_000,
  /** docs/product/widgets-and-calculations.md §9: APR 7.60% to 17.20% (annual, as a fraction). */
  minAprFraction: 0.076,
  maxAprFraction: 0.172,
  /** docs/product/widgets-and-calculations.md §9: origination fee up to 4.99% of the draw (as a fraction). */
  maxOriginationFeeFraction: 0.0499,
  /** docs/product/widgets-and-calculations.md §9: valuation fee $180 when no automated valuation (AVM) is available. */
  valuationFeeDollars: 180,
  /** docs/product/widgets-and-calculations.md §9: manual notarization $300. */
  manualNotaryFeeDollars: 300,
  /** docs/product/widgets-and-calculations.md §9: recording fees $0 to $315. */
  minRecordingFeeDollars: 0,
  maxRecordingFeeDollars: 315,
  /** docs/product/widgets-and-calculations.md §9: recording taxes $0 to $1,400 per $100,000 of line amount. */
  minRecordingTaxDollarsPer100k: 0,
  maxRecordingTaxDollarsPer100k: 1_400,
} as const;

/**
 * docs/product/widgets-and-calculations.md §9 "Recording tax": the age-restricted interest-only state list. One declaration; the type is derived.
 */
export const AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES = [
  'AR',
  'CO',
  'HI',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'NJ',
  'NV',
  'OK',
  'OR',
  'PA',
  'SD',
  'UT',
  'WV',
  'WY',
] as const;
export type AgeRestrictedInterestOnlyRecordingTaxState =
  (typeof AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES)[number];

/**
 * True when `state` (two-letter postal code, case-insensitive) is on the age-restricted interest-only recording-tax
 * list of docs/product/widgets-and-calculations.md §9.
 */
export const isAgeRestrictedInterestOnlyRecordingTaxState = (state: string): boolean =>
  (AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES as readonly string[]).includes(state.trim().toUpperCase());
