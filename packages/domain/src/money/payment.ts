import { totalDrawFromAmount } from './draw';
import { roundToCents } from './rounding';

export interface PaymentInput {
  /** Draw requested by the borrower, dollars (before the origination fee). */
  amount: number;
  /** Origination fee as a fraction of the draw (0.0499 = 4.99%). */
  originationFee: number;
  /** Optional dollar cap on the origination fee. */
  maxFeeDollars?: number;
  /** Annual interest rate as a fraction (0.076 = 7.60%). */
  annualRate: number;
  /** Term in years. */
  termYears: number;
}

const isValidPaymentInput = ({ amount, originationFee, maxFeeDollars, annualRate, termYears }: PaymentInput): boolean =>
  [amount, originationFee, annualRate, termYears].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  amount > 0 &&
  originationFee >= 0 &&
  annualRate >= 0 &&
  termYears > 0 &&
  (maxFeeDollars === undefined || (Number.isFinite(maxFeeDollars) && maxFeeDollars >= 0));

/**
 * The principal the payment is computed on: docs/product/widgets-and-calculations.md §9 "applied to the draw including the fee". Dollars.
 */
export const financedPrincipal = (input: PaymentInput): number =>
  totalDrawFromAmount(input.amount, input.originationFee, input.maxFeeDollars);

const NEGLIGIBLE_PERIODIC_RATE = 1e-12;

/**
 * Unrounded annuity payment (dollars per month) for a principal in dollars, an annual rate as a fraction and a term
 * in months. A rate of 0 is an interest-free loan: the principal is repaid in equal parts (principal / months), the
 * limit of the annuity formula as the rate tends to 0 (also used for rates too small to change a cent).
 */
export const annuityPayment = (principal: number, annualRate: number, months: number): number => {
  const periodicRate = annualRate / 12;
  // Below this rate the interest on any line is far under a cent: the rate-0 limit is exact to the cent and avoids
  // dividing by a denominator that underflows to 0.
  if (periodicRate < NEGLIGIBLE_PERIODIC_RATE) return principal / months;
  // 1 − (1 + i)^−n computed as −expm1(−n·log1p(i)) keeps precision for small rates.
  return (principal * periodicRate) / -Math.expm1(-months * Math.log1p(periodicRate));
};

/**
 * docs/product/widgets-and-calculations.md §9: monthly payment as an annuity. periods = termYears × 12, periodic rate = annualRate / 12, applied to
 * the draw including the origination fee. Units: see PaymentInput; returns dollars per month rounded to cents.
 * Returns 0 for invalid input (a non-finite number, amount ≤ 0, a negative fee or rate, a term ≤ 0).
 * An annual rate of 0 gives principal / periods (see annuityPayment).
 */
export const monthlyPayment = (input: PaymentInput): number => {
  if (!isValidPaymentInput(input)) return 0;
  return roundToCents(annuityPayment(financedPrincipal(input), input.annualRate, input.termYears * 12));
};
