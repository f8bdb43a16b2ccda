import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfEven } from '../money/rounding';
import { enUsDigits } from './en-us-digits';

const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const printed = (value: number, decimals: number) => {
  const result = enUsDigits(value, decimals);
  return result && `${result.negative ? '-' : ''}${result.digits}`;
};

describe('enUsDigits: en-US digits without an Intl formatter', () => {
  it.each<[number, number, string]>([
    [0, 0, '0'],
    [999, 0, '999'],
    [1_000, 0, '1,000'],
    [104_990, 0, '104,990'],
    [1_234_567.5, 2, '1,234,567.50'],
    [-1_500, 0, '-1,500'],
    [0.1, 3, '0.100'],
    [9.49, 3, '9.490'],
    [-0, 0, '-0'],
    [99_999_999_999_999, 0, '99,999,999,999,999'],
    [999_999_999_999.99, 2, '999,999,999,999.99'],
  ])('%d with %d decimals reads %s, as Intl prints it', (value, decimals, expected) => {
    expect(printed(value, decimals)).toBe(expected);
    expect(intl(value, decimals)).toBe(expected);
  });

  it('leaves to Intl what it does not print: non-finite values, 1e14 units of the last decimal and more', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e12, -1e21])
      expect(enUsDigits(value, 2)).toBeUndefined();
    expect(enUsDigits(1e14, 0)).toBeUndefined();
  });

  it('property: prints what Intl prints for every value rounded to its decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true })),
        fc.integer({ min: 0, max: 6 }),
        (raw, decimals) => {
          const value = roundHalfEven(raw, decimals);
          const ours = printed(value, decimals);
          if (ours !== undefined) expect(ours).toBe(intl(value, decimals));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
