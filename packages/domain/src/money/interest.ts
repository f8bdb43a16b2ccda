import { roundToCents } from './rounding';

/** docs/product/widgets-and-calculations.md §9: interest uses a 365.25-day year. */
export const DAYS_PER_YEAR = 365.25;

/** docs/product/widgets-and-calculations.md §9: the default period is an average month, 365.25 / 12 days. */
export const DEFAULT_INTEREST_PERIOD_DAYS = DAYS_PER_YEAR / 12;

/**
 * docs/product/widgets-and-calculations.md §9: interest for a period = balance × rate / 365.25 × days. Units: `balance` dollars, `annualRate` a
 * fraction (0.076 = 7.60%), `days` days (default 365.25 / 12); returns dollars rounded to cents.
 * With the default period this equals balance × annualRate / 12, the annuity's periodic rate.
 */
export const interestForPeriod = (balance: number, annualRate: number, days = DEFAULT_INTEREST_PERIOD_DAYS): number =>
  roundToCents(((balance * annualRate) / DAYS_PER_YEAR) * days);
