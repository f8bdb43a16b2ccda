import { roundHalfEven } from '../money/rounding';

/** spec 03 §9 "Formatting": percent defaults to 3 decimals. */
export const PERCENT_DEFAULT_DECIMALS = 3;

/**
 * Formats a rate given as a fraction (0.076) as a percent string ('7.600%'; formatPercent(0.076, 2) → '7.60%').
 * Rounded half-to-even at `decimals` places of the percent: the fraction is rounded at decimals + 2 places before
 * the ×100, so a tie in the fraction's decimal digits stays a tie. Returns '' for a non-finite value.
 */
export const formatPercent = (fraction: number, decimals = PERCENT_DEFAULT_DECIMALS): string => {
  if (!Number.isFinite(fraction)) return '';
  const percent = roundHalfEven(fraction, decimals + 2) * 100;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return `${new Intl.NumberFormat('en-US', digits).format(percent)}%`;
};
