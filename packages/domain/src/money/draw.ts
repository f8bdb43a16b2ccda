import { roundToCents } from './rounding';

/**
 * docs/product/widgets-and-calculations.md §9: "Total draw = amount plus amount times origination fee, with the fee optionally capped at a given
 * maximum". docs/product/widgets-and-calculations.md §5: the helper "throws if amount or fee is not a number or is below 0".
 *
 * The cap is a dollar ceiling on the fee (the application's ofeeMaxThreshold, docs/product/widgets-and-calculations.md §3), not a ceiling on the rate.
 */

const assertNonNegativeNumber = (value: unknown, name: string): void => {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`${name} must be a number`);
  if (value < 0) throw new RangeError(`${name} must not be below 0`);
};

/**
 * The origination fee charged on a draw. Units: `amount` dollars, `originationFee` a fraction of the amount
 * (0.0499 = 4.99%), `maxFeeDollars` dollars (optional cap); returns dollars rounded to cents.
 * Throws like totalDrawFromAmount.
 */
export const originationFeeDollars = (amount: number, originationFee: number, maxFeeDollars?: number): number => {
  assertNonNegativeNumber(amount, 'amount');
  assertNonNegativeNumber(originationFee, 'fee');
  if (maxFeeDollars !== undefined) assertNonNegativeNumber(maxFeeDollars, 'maxFeeDollars');
  const fee = amount * originationFee;
  return roundToCents(maxFeeDollars === undefined ? fee : Math.min(fee, maxFeeDollars));
};

/**
 * Total draw = amount + fee (fee capped at `maxFeeDollars` when given). Units: `amount` dollars, `originationFee` a
 * fraction, `maxFeeDollars` dollars; returns dollars rounded to cents. Throws TypeError if amount or fee is not a
 * number, RangeError if either is below 0.
 */
export const totalDrawFromAmount = (amount: number, originationFee: number, maxFeeDollars?: number): number =>
  roundToCents(amount + originationFeeDollars(amount, originationFee, maxFeeDollars));
