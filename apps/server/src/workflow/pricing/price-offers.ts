import {
  discountApplies,
  drawLimits,
  isAgeRestrictedInterestOnlyRecordingTaxState,
  LOAN_FACTS,
  roundHalfEven,
  roundToCents,
} from '@heloc/domain';
import type { Offer } from '@heloc/domain/contracts';
import type { PricingData } from './pricing-data';

export interface PricingInput {
  pricing: PricingData;
  /** The organisation priced for: a partner credit-union discount type names it (CREDIT_UNION_<CODE>). */
  orgCode?: string;
  /** The organisation is a credit union: its offers may carry the CREDIT_UNION discount (docs/product/widgets-and-calculations.md §3). */
  isCreditUnion: boolean;
  /** The age-restricted (62 and over) interest-only variant: its recording-tax state list applies. */
  isAgeRestricted?: boolean;
  /** Two-letter state of the property, for the recording tax. */
  propertyState: string;
  creditScore: number;
  /** Value of the property (AVM or the borrower's estimate), dollars. */
  propertyValueDollars: number;
  /** Balance of the liens already on the property, dollars. */
  existingLienDollars: number;
}

// docs/product/widgets-and-calculations.md §9: APR 7.60% to 17.20%, narrowed by the organisation's own minRate/maxRate. Rates keep 4 decimals.
const rateClamp = (pricing: PricingData) => {
  const low = Math.max(pricing.minRate, LOAN_FACTS.minAprFraction);
  const high = Math.max(Math.min(pricing.maxRate, LOAN_FACTS.maxAprFraction), low);
  return (rate: number): number => roundHalfEven(Math.min(Math.max(rate, low), high), 4);
};

/** The largest line the property carries: value × maxCltv − liens, capped, rounded down to $100; dollars. */
export const maxLineDollars = (input: PricingInput): number => {
  const { pricing, propertyValueDollars, existingLienDollars } = input;
  const room = propertyValueDollars * pricing.maxCltv - existingLienDollars;
  const cap = Math.min(pricing.maxAmount, LOAN_FACTS.maxLoanAmountDollars);
  return Math.max(Math.floor(Math.min(room, cap) / 100) * 100, 0);
};

/**
 * Recording tax in dollars on a line of `lineDollars` in `state` (docs/product/widgets-and-calculations.md §9: $0 to
 * $1,400 per $100,000). The age-restricted interest-only line is taxed only in the states of its own list
 * (AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES); elsewhere it records without the tax.
 */
export const recordingTaxDollars = (
  pricing: PricingData,
  state: string,
  lineDollars: number,
  isAgeRestricted = false,
): number => {
  if (isAgeRestricted && !isAgeRestrictedInterestOnlyRecordingTaxState(state)) return 0;
  const per100k = pricing.recordingTaxPer100kByState[state] ?? pricing.defaultRecordingTaxPer100k;
  const bounded = Math.min(
    Math.max(per100k, LOAN_FACTS.minRecordingTaxDollarsPer100k),
    LOAN_FACTS.maxRecordingTaxDollarsPer100k,
  );
  return roundToCents((lineDollars / 100_000) * bounded);
};

/** The FIXED base rate of a term: its own entry, else the nearest shorter term's, else the shortest listed. */
export const fixedBaseRate = (pricing: PricingData, termYears: number): number => {
  const listed = Object.entries(pricing.fixedBaseRateByTerm)
    .map(([term, rate]) => [Number(term), rate] as const)
    .sort((a, b) => a[0] - b[0]);
  const shorter = listed.filter(([term]) => term <= termYears).pop();
  return (shorter ?? listed[0])?.[1] ?? LOAN_FACTS.minAprFraction;
};

const rateAdjustment = (pricing: PricingData, creditScore: number, cltv: number): number => {
  const tier = [...pricing.creditTiers].sort((a, b) => b.minScore - a.minScore).find((t) => creditScore >= t.minScore);
  const bands = [...pricing.cltvBands].sort((a, b) => a.maxCltv - b.maxCltv);
  const band = bands.find((b) => cltv <= b.maxCltv) ?? bands[bands.length - 1];
  return (tier?.adjustment ?? 0) + (band?.adjustment ?? 0);
};

/**
 * The offers of one organisation for one applicant (docs/pricing.md): one FIXED offer per term, plus a VARIABLE one
 * for each variable term. Empty when the equity allows no line of at least the minimum amount. Pure.
 */
export const priceOffers = (input: PricingInput): Offer[] => {
  const { pricing } = input;
  const clamp = rateClamp(pricing);
  const min = Math.max(pricing.minAmount, LOAN_FACTS.minLoanAmountDollars);
  const max = maxLineDollars(input);
  if (max < min || input.propertyValueDollars <= 0) return [];

  const adjustment = rateAdjustment(
    pricing,
    input.creditScore,
    (input.existingLienDollars + max) / input.propertyValueDollars,
  );
  // docs/product/widgets-and-calculations.md §9: origination fee up to 4.99%.
  const originationFee = Math.min(
    pricing.originationFee,
    pricing.maxOriginationFee,
    LOAN_FACTS.maxOriginationFeeFraction,
  );
  const minRecordingTax = recordingTaxDollars(pricing, input.propertyState, min, input.isAgeRestricted);
  const maxRecordingTax = recordingTaxDollars(pricing, input.propertyState, max, input.isAgeRestricted);
  const draws = drawLimits({
    offerMin: min,
    offerMax: max,
    originationFee,
    ...(pricing.originationFeeMaxDollars === null ? {} : { maxFeeDollars: pricing.originationFeeMaxDollars }),
    minRecordingTax,
    maxRecordingTax,
    payoffDollars: 0,
    payoffPreference: 'PRESERVE',
  });
  // docs/product/widgets-and-calculations.md §3: CREDIT_UNION and a partner's own credit-union type only for it.
  const org = { orgCode: input.orgCode ?? '', isCreditUnion: input.isCreditUnion };
  const discounts = pricing.discounts.filter((d) => discountApplies(d.type, org));

  const products = [
    ...pricing.terms.map((term) => ({ term, type: 'FIXED' as const, baseRate: fixedBaseRate(pricing, term) })),
    ...pricing.variableTerms
      .filter((term) => pricing.terms.includes(term))
      .map((term) => ({ term, type: 'VARIABLE' as const, baseRate: pricing.primeRate + pricing.variableMargin })),
  ];
  return products.map(({ term, type, baseRate }) => {
    const rate = clamp(baseRate + adjustment);
    return {
      term,
      type,
      min,
      max,
      minDraw: draws.minDraw,
      maxDraw: draws.maxDraw,
      originationFee,
      baseRate: clamp(baseRate),
      // docs/product/widgets-and-calculations.md §1: additional draws on a fixed line are indexed to prime plus a margin.
      otherRate: type === 'FIXED' ? clamp(pricing.primeRate + pricing.additionalDrawMargin) : null,
      rate,
      discountList: discounts.map((d) => ({ discountType: d.type, rateWithDiscount: clamp(rate - d.rateReduction) })),
      minRecordingTax,
      maxRecordingTax,
    };
  });
};
