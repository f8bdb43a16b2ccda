import { z } from 'zod';
import { instantAtLocalTime } from '../calendar/zoned-time';
import { DISPLAY_TIME_ZONE } from '../format/dates';
import { lazySchema } from '../helpers/lazy-schema';
import { discountTypeSchema } from './discount-types';
import { LOAN_FACTS } from '../money/loan-facts';

/*
 * A pricing sheet: every key of docs/pricing.md, as capital-markets staff write it in the console. Versions are kept
 * whole; the sheet in effect prices new offers, and an offer keeps the version that priced it (docs/pricing.md
 * "Pricing sheets"). Rates, fees, margins and ratios are fractions (0.0799 = 7.99%), amounts dollars, terms years.
 * The console stays English (docs/architecture.md "Texts and translation"), so these refusals are plain English.
 */

/**
 * Where each key may lie. The spec's own ranges (docs/product/widgets-and-calculations.md §9: lines $15,000 to
 * $400,000, APR 7.60% to 17.20%, fee up to 4.99%, recording tax $0 to $1,400 per $100,000) bound the keys they
 * govern; the others are ours, wide enough for any sheet a lender would write and narrow enough to catch a typo
 * (a rate typed as 7.99 instead of 0.0799).
 */
export const PRICING_SHEET_RANGES = {
  rate: { min: LOAN_FACTS.minAprFraction, max: LOAN_FACTS.maxAprFraction },
  baseRate: { min: 0, max: LOAN_FACTS.maxAprFraction },
  primeRate: { min: 0, max: 0.15 },
  margin: { min: 0, max: 0.1 },
  adjustment: { min: -0.05, max: 0.1 },
  rateReduction: { min: 0, max: 0.02 },
  originationFee: { min: 0, max: LOAN_FACTS.maxOriginationFeeFraction },
  originationFeeMaxDollars: { min: 0, max: 20_000 },
  amount: { min: LOAN_FACTS.minLoanAmountDollars, max: LOAN_FACTS.maxLoanAmountDollars },
  recordingTaxPer100k: { min: LOAN_FACTS.minRecordingTaxDollarsPer100k, max: LOAN_FACTS.maxRecordingTaxDollarsPer100k },
  maxCltv: { min: 0.5, max: 1 },
  cltv: { min: 0, max: 1 },
  creditScore: { min: 300, max: 850 },
  maxDti: { min: 0.1, max: 0.65 },
  term: { min: 1, max: 30 },
} as const;
type Range = { min: number; max: number };

const within = (range: Range, what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(range.min, `${what} must be at least ${range.min}.`)
    .max(range.max, `${what} must be at most ${range.max}.`);
const wholeWithin = (range: Range, what: string) => within(range, what).int(`${what} must be a whole number.`);

const R = PRICING_SHEET_RANGES;
const termKey = () => z.string().regex(/^[1-9][0-9]?$/, 'A term is a whole number of years.');
const stateKey = () => z.string().regex(/^[A-Z]{2}$/, 'A state is its two-letter code.');

const sheetObject = () =>
  z.object({
    minRate: within(R.rate, 'The lowest rate'),
    maxRate: within(R.rate, 'The highest rate'),
    terms: z.array(wholeWithin(R.term, 'A term')).min(1, 'Offer at least one term.').max(8),
    fixedBaseRateByTerm: z
      .record(termKey(), within(R.baseRate, 'A fixed base rate'))
      .refine((rates) => Object.keys(rates).length > 0, 'Give at least one fixed base rate.'),
    variableTerms: z.array(wholeWithin(R.term, 'A variable term')).max(8),
    variableMargin: within(R.margin, 'The variable margin'),
    primeRate: within(R.primeRate, 'The prime rate'),
    additionalDrawMargin: within(R.margin, 'The additional draw margin'),
    creditTiers: z
      .array(
        z.object({
          minScore: wholeWithin({ min: 0, max: R.creditScore.max }, 'A tier score'),
          adjustment: within(R.adjustment, 'A credit tier adjustment'),
        }),
      )
      .min(1)
      .max(12),
    cltvBands: z
      .array(
        z.object({
          maxCltv: within(R.cltv, 'A band limit'),
          adjustment: within(R.adjustment, 'A CLTV band adjustment'),
        }),
      )
      .min(1)
      .max(12),
    maxCltv: within(R.maxCltv, 'The highest CLTV'),
    minCreditScore: wholeWithin(R.creditScore, 'The lowest credit score'),
    maxDti: within(R.maxDti, 'The highest DTI'),
    originationFee: within(R.originationFee, 'The origination fee'),
    maxOriginationFee: within(R.originationFee, 'The fee cap'),
    originationFeeMaxDollars: within(R.originationFeeMaxDollars, 'The fee cap in dollars').nullable(),
    discounts: z
      .array(z.object({ type: discountTypeSchema, rateReduction: within(R.rateReduction, 'A discount') }))
      .max(8),
    minAmount: within(R.amount, 'The smallest line'),
    maxAmount: within(R.amount, 'The largest line'),
    recordingTaxPer100kByState: z.record(stateKey(), within(R.recordingTaxPer100k, 'A recording tax')),
    defaultRecordingTaxPer100k: within(R.recordingTaxPer100k, 'The default recording tax'),
  });

/**
 * A whole sheet, each key within its range and the keys agreeing with each other: the lowest rate not above the
 * highest, the smallest line not above the largest, every variable term among the terms, a tier for every score
 * from the lowest accepted, a band for the highest CLTV, each discount type once.
 */
export const pricingSheetSchema = lazySchema(() =>
  sheetObject().superRefine((sheet, ctx) => {
    const issue = (path: string, text: string) => ctx.addIssue({ code: 'custom', path: [path], message: text });
    if (sheet.minRate > sheet.maxRate) issue('minRate', 'The lowest rate is above the highest.');
    if (sheet.minAmount > sheet.maxAmount) issue('minAmount', 'The smallest line is above the largest.');
    if (new Set(sheet.terms).size !== sheet.terms.length) issue('terms', 'Each term is listed once.');
    if (sheet.variableTerms.some((term) => !sheet.terms.includes(term)))
      issue('variableTerms', 'A variable term must be one of the terms.');
    if (!sheet.creditTiers.some((tier) => tier.minScore <= sheet.minCreditScore))
      issue('creditTiers', 'A credit tier must cover the lowest credit score accepted.');
    if (!sheet.cltvBands.some((band) => band.maxCltv >= sheet.maxCltv))
      issue('cltvBands', 'A CLTV band must cover the highest CLTV.');
    if (new Set(sheet.discounts.map((d) => d.type)).size !== sheet.discounts.length)
      issue('discounts', 'Each discount type is listed once.');
  }),
);
export type PricingSheet = z.infer<typeof pricingSheetSchema>;

/** A version of a sheet as the store keeps it: when it takes effect (an instant) and its number. */
export interface SheetVersion {
  version: number;
  effectiveAt: Date;
}

/**
 * The version in effect at `at` (docs/pricing.md "Pricing sheets"): of the versions whose time has come, the one
 * that took effect last; two taking effect at once, the later-written. A version scheduled for later waits, and when
 * its time comes it replaces whatever was in effect. Undefined before any version takes effect.
 */
export const sheetInEffect = <V extends SheetVersion>(versions: readonly V[], at: Date): V | undefined =>
  versions
    .filter((v) => v.effectiveAt.getTime() <= at.getTime())
    .reduce<V | undefined>((best, v) => {
      if (!best) return v;
      const later = v.effectiveAt.getTime() - best.effectiveAt.getTime();
      return later > 0 || (later === 0 && v.version > best.version) ? v : best;
    }, undefined);

/** The lender's time zone, in which staff choose when a sheet takes effect (the times the console shows). */
export const LENDER_TIME_ZONE = DISPLAY_TIME_ZONE;

/**
 * The instant a sheet chosen to take effect at local date-time `local` ('yyyy-MM-ddTHH:mm') in the lender's time
 * zone takes effect. Undefined for a malformed value.
 */
export const sheetEffectiveInstant = (local: string, timeZone: string = LENDER_TIME_ZONE): Date | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, date, hour, minute] = match as unknown as [string, string, string, string];
  if (Number(hour) > 23 || Number(minute) > 59) return undefined;
  return instantAtLocalTime(date, Number(hour), Number(minute), timeZone);
};
