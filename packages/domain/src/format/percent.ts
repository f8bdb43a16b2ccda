import { roundHalfEven } from '../money/rounding';
import { enUsDigits } from './en-us-digits';

/** docs/product/widgets-and-calculations.md §9 "Formatting": percent defaults to 3 decimals. */
export const PERCENT_DEFAULT_DECIMALS = 3;

/** One formatter per number of decimals (making an Intl.NumberFormat costs far more than using it). */
const formatters = new Map<number, Intl.NumberFormat>();
const formatterFor = (decimals: number): Intl.NumberFormat => {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
};

/**
 * Formats a rate given as a fraction (0.076) as a percent string ('7.600%'; formatPercent(0.076, 2) → '7.60%').
 * Rounded half-to-even at `decimals` places of the percent: the fraction is rounded at decimals + 2 places before
 * the ×100, so a tie in the fraction's decimal digits stays a tie. Returns '' for a non-finite value.
 */
export const formatPercent = (fraction: number, decimals = PERCENT_DEFAULT_DECIMALS): string => {
  if (!Number.isFinite(fraction)) return '';
  const percent = roundHalfEven(fraction, decimals + 2) * 100;
  // Without an Intl formatter where it prints the same (en-us-digits.ts).
  const printed = enUsDigits(percent, decimals);
  if (printed) return `${printed.negative ? '-' : ''}${printed.digits}%`;
  return `${formatterFor(decimals).format(percent)}%`;
};
