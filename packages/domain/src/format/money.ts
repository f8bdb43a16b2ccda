import { roundHalfEven } from '../money/rounding';
import { enUsDigits } from './en-us-digits';

/** docs/product/widgets-and-calculations.md §9 "Formatting": money defaults to 0 decimals, USD, en-US. */
export const MONEY_FORMAT_DEFAULTS = { precision: 0, currency: 'USD', locale: 'en-US' } as const;

/** One formatter per locale, currency and precision: making an Intl.NumberFormat costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (locale: string, currency: string, precision: number): Intl.NumberFormat => {
  const key = `${locale}|${currency}|${precision}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * Formats dollars (or `currency` units) for display: formatMoney(104990) → '$104,990', formatMoney(12.5, 2) → '$12.50'.
 * The value is rounded half-to-even at `precision` first (the domain's one rounding step), so 2.5 shows as '$2'.
 * docs/product/widgets-and-calculations.md §5: throws TypeError if value or precision is not a number (NaN included), RangeError if precision is
 * negative.
 */
export const formatMoney = (
  value: number,
  precision: number = MONEY_FORMAT_DEFAULTS.precision,
  currency: string = MONEY_FORMAT_DEFAULTS.currency,
  locale: string = MONEY_FORMAT_DEFAULTS.locale,
): string => {
  if (!isNumber(value)) throw new TypeError('value must be a number');
  if (!isNumber(precision)) throw new TypeError('precision must be a number');
  if (precision < 0) throw new RangeError('precision must not be negative');
  const rounded = roundHalfEven(value, precision);
  // The spec's default (en-US, USD) without an Intl formatter (en-us-digits.ts); Intl for any other.
  const printed = locale === 'en-US' && currency === 'USD' ? enUsDigits(rounded, precision) : undefined;
  if (printed) return `${printed.negative ? '-' : ''}$${printed.digits}`;
  return formatterFor(locale, currency, precision).format(rounded);
};
