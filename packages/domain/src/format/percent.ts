import { roundHalfEven } from '../money/rounding';
import { enUsDigits } from './en-us-digits';

/** docs/product/widgets-and-calculations.md §9 "Formatting": percent defaults to 3 decimals. */
export const PERCENT_DEFAULT_DECIMALS = 3;

/** One formatter per number of decimals (making an Intl.NumberFormat costs far more than using it). */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (decimals: number, locale: string): Intl.NumberFormat => {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * Formats a rate given as a fraction (0.076) as a percent string ('7.600%'; formatPercent(0.076, 2) → '7.60%').
 * Rounded half-to-even at `decimals` places of the percent: the fraction is rounded at decimals + 2 places before
 * the ×100, so a tie in the fraction's decimal digits stays a tie. Returns '' for a non-finite value. `locale` gives
 * the digits' grouping and decimal marks (es-US writes them as en-US); the sign follows the number, as the spec shows.
 */
export const formatPercent = (fraction: number, decimals = PERCENT_DEFAULT_DECIMALS, locale = 'en-US'): string => {
  if (!Number.isFinite(fraction)) return '';
  const percent = roundHalfEven(fraction, decimals + 2) * 100;
  // Without an Intl formatter where it prints the same (en-us-digits.ts).
  const printed = locale === 'en-US' ? enUsDigits(percent, decimals) : undefined;
  if (printed) return `${printed.negative ? '-' : ''}${printed.digits}%`;
  return `${formatterFor(decimals, locale).format(percent)}%`;
};
