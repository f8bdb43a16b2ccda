import type { CreditReport } from '../providers';
import type { PricingData } from '../pricing/pricing-data';

/**
 * The pre-qualification rules applied to a soft credit report (ours: the spec names the outcomes, docs/product/registration-and-routing.md §4, not the
 * rules). Order matters: a score below the minimum declines before anything else is looked at.
 */
export type PrequalOutcome = 'DECLINED' | 'DELINQUENCY_REVIEW' | 'UW_REVIEW' | 'ASSETS_PREQUAL' | 'PREQUALIFIED';

/** Ours: a score this close above the minimum goes to an underwriter (review-app/uw). */
export const UW_REVIEW_SCORE_BAND = 20;

/** Existing monthly debts / monthly income (annual incomes in dollars); Infinity without income. */
export const debtToIncome = (monthlyDebtDollars: number, annualIncomeDollars: number): number =>
  annualIncomeDollars > 0 ? monthlyDebtDollars / (annualIncomeDollars / 12) : Infinity;

export const prequalify = (
  report: Pick<CreditReport, 'score' | 'monthlyDebtDollars' | 'hasMortgageDelinquency'>,
  annualIncomeDollars: number,
  pricing: PricingData,
): PrequalOutcome => {
  if (report.score < pricing.minCreditScore) return 'DECLINED';
  if (report.hasMortgageDelinquency) return 'DELINQUENCY_REVIEW';
  if (report.score < pricing.minCreditScore + UW_REVIEW_SCORE_BAND) return 'UW_REVIEW';
  // Income does not carry the debts: the assets path (docs/product/registration-and-routing.md §4 ASSETS_PREQUAL -> product/assets).
  if (debtToIncome(report.monthlyDebtDollars, annualIncomeDollars) > pricing.maxDti) return 'ASSETS_PREQUAL';
  return 'PREQUALIFIED';
};
