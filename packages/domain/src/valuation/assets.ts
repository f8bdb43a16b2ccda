import { message } from '../i18n/message';
/*
 * Product/assets (docs/product/registration-and-routing.md §4: ASSETS_PREQUAL): when income alone does not carry the applicant's debts, verified
 * assets can (the decision ASSET_DEPLETION of docs/product/widgets-and-calculations.md §4). The rule is ours, the usual "asset depletion" of lenders:
 * eligible assets spread over the draw period count as monthly income.
 */

/** Months over which verified assets count as income (ours: a HELOC's 10-year draw period). */
export const ASSET_DEPLETION_MONTHS = 120;

export interface AssetQualificationInput {
  /** Existing monthly debt payments, dollars. */
  monthlyDebtDollars: number;
  /** Stated yearly income, dollars. */
  annualIncomeDollars: number;
  /** The lender's largest debt-to-income ratio (0.5 = 50%). */
  maxDti: number;
}

/** The least verified assets (whole dollars) with which the debts fit the lender's debt-to-income limit. */
export const requiredAssetsDollars = ({
  monthlyDebtDollars,
  annualIncomeDollars,
  maxDti,
}: AssetQualificationInput): number => {
  if (maxDti <= 0) return Number.POSITIVE_INFINITY;
  const missingMonthlyIncome = monthlyDebtDollars / maxDti - Math.max(0, annualIncomeDollars) / 12;
  return Math.max(0, Math.ceil(missingMonthlyIncome * ASSET_DEPLETION_MONTHS));
};

/** True when `verifiedAssetsDollars` carry the debts (see requiredAssetsDollars). */
export const qualifiesWithAssets = (input: AssetQualificationInput, verifiedAssetsDollars: number): boolean =>
  verifiedAssetsDollars >= requiredAssetsDollars(input);

export const NO_ASSETS_MESSAGE = message(
  'domain.assets.noAssets',
  'Please link an account or upload a statement first',
);
