import { z } from 'zod';
import { discountTypeSchema, LOAN_FACTS } from '@heloc/domain';

/**
 * The pricing inputs an organisation carries in orgPricingData (docs/product/widgets-and-calculations.md §1: "a list of objects merged together").
 * The spec does not show their inner shape: these keys are ours and docs/pricing.md documents them. Every key is
 * optional; what an organisation leaves out takes the main lender's default below. Rates and fees are fractions
 * (0.0799 = 7.99%), amounts are dollars, terms are years.
 */
const tierSchema = z.object({ minScore: z.number().int(), adjustment: z.number() });
const cltvBandSchema = z.object({ maxCltv: z.number().min(0).max(1), adjustment: z.number() });
/** A discount: a generic type or a partner credit-union type (CREDIT_UNION_<CODE>, the domain's pricing-sheet.ts). */
const discountSchema = z.object({
  type: discountTypeSchema,
  rateReduction: z.number().min(0),
});

export const pricingDataSchema = z.object({
  /** Lowest and highest rate offered; always inside docs/product/widgets-and-calculations.md §9's 7.60%-17.20%. */
  minRate: z.number().min(0).max(1),
  maxRate: z.number().min(0).max(1),
  /** Terms offered, in years: one FIXED offer per term. */
  terms: z.array(z.number().int().min(1).max(40)).min(1),
  /** Rate of a FIXED offer before adjustments, by term in years; a term not listed takes the nearest shorter one. */
  fixedBaseRateByTerm: z.record(z.string(), z.number().min(0).max(1)),
  /** Terms (among `terms`) that also get a VARIABLE offer, indexed to prime plus variableMargin. */
  variableTerms: z.array(z.number().int()),
  variableMargin: z.number().min(0).max(1),
  /** Prime rate index for VARIABLE offers and for the variable-rate additional draws of FIXED offers (docs/product/widgets-and-calculations.md §1). */
  primeRate: z.number().min(0).max(1),
  /** Margin over prime of additional draws on a FIXED line: otherRate = primeRate + additionalDrawMargin. */
  additionalDrawMargin: z.number().min(0).max(1),
  /** Added to the rate by credit score: the highest tier whose minScore the score reaches applies. */
  creditTiers: z.array(tierSchema).min(1),
  /** Added to the rate by combined loan-to-value: the lowest band whose maxCltv is not exceeded applies. */
  cltvBands: z.array(cltvBandSchema).min(1),
  /** Highest combined loan-to-value: (existing liens + the new line) / value. */
  maxCltv: z.number().min(0).max(1),
  /** Below this score the application is declined. */
  minCreditScore: z.number().int(),
  /** Highest debt-to-income ratio (existing monthly debts / monthly income) before the assets path. */
  maxDti: z.number().min(0),
  /** Origination fee as a fraction of the draw, capped at maxOriginationFee (itself capped at 4.99%, docs/product/widgets-and-calculations.md §9). */
  originationFee: z.number().min(0),
  maxOriginationFee: z.number().min(0),
  /** Optional dollar cap on the origination fee (the application's ofeeMaxThreshold). */
  originationFeeMaxDollars: z.number().min(0).nullable(),
  /** Rate discounts (docs/product/widgets-and-calculations.md §3); CREDIT_UNION applies only when the organisation is a credit union. */
  discounts: z.array(discountSchema),
  /** Smallest and largest line, dollars; always inside docs/product/widgets-and-calculations.md §9's $15,000-$400,000. */
  minAmount: z.number().min(0),
  maxAmount: z.number().min(0),
  /** Recording tax in dollars per $100,000 of line, by state; states not listed pay the default. */
  recordingTaxPer100kByState: z.record(z.string(), z.number().min(0)),
  defaultRecordingTaxPer100k: z.number().min(0),
});
export type PricingData = z.infer<typeof pricingDataSchema>;

/** The main lender's pricing: what an organisation's own orgPricingData overrides key by key. */
export const DEFAULT_PRICING: PricingData = {
  minRate: LOAN_FACTS.minAprFraction,
  maxRate: LOAN_FACTS.maxAprFraction,
  terms: [5, 10, 15, 30],
  fixedBaseRateByTerm: { '5': 0.0849, '10': 0.0899, '15': 0.0924, '20': 0.0949, '30': 0.0974 },
  variableTerms: [10],
  variableMargin: 0.01,
  primeRate: 0.075,
  additionalDrawMargin: 0.015,
  creditTiers: [
    { minScore: 780, adjustment: -0.005 },
    { minScore: 740, adjustment: 0 },
    { minScore: 700, adjustment: 0.0125 },
    { minScore: 660, adjustment: 0.03 },
    { minScore: 0, adjustment: 0.05 },
  ],
  cltvBands: [
    { maxCltv: 0.6, adjustment: -0.0025 },
    { maxCltv: 0.7, adjustment: 0 },
    { maxCltv: 0.8, adjustment: 0.005 },
    { maxCltv: 1, adjustment: 0.01 },
  ],
  maxCltv: 0.85,
  minCreditScore: 640,
  maxDti: 0.5,
  originationFee: 0.0299,
  maxOriginationFee: LOAN_FACTS.maxOriginationFeeFraction,
  originationFeeMaxDollars: null,
  discounts: [{ type: 'AUTOPAY', rateReduction: 0.0025 }],
  minAmount: LOAN_FACTS.minLoanAmountDollars,
  maxAmount: LOAN_FACTS.maxLoanAmountDollars,
  recordingTaxPer100kByState: { FL: 200, MN: 240, NY: 1_050, VA: 250, TN: 115, KS: 260, OK: 100, AL: 150, MD: 1_400 },
  defaultRecordingTaxPer100k: 0,
};

/**
 * Merges the organisation's orgPricingData entries (later entries win, docs/product/widgets-and-calculations.md §1) over the defaults and keeps only
 * valid keys: one malformed key falls back to its default instead of breaking every offer.
 */
export const resolvePricingData = (orgPricingData: readonly Record<string, unknown>[]): PricingData => {
  const merged: Record<string, unknown> = Object.assign({}, ...orgPricingData);
  const resolved: Record<string, unknown> = { ...DEFAULT_PRICING };
  for (const [key, fieldSchema] of Object.entries(pricingDataSchema.shape)) {
    if (!(key in merged)) continue;
    const parsed = (fieldSchema as z.ZodType).safeParse(merged[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  return pricingDataSchema.parse(resolved);
};
