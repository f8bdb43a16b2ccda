import { describe, expect, it } from 'vitest';
import { formatPercent, PERCENT_DEFAULT_DECIMALS } from './percent';

describe('formatPercent (docs/product/widgets-and-calculations.md §9: 3 decimals by default)', () => {
  it('defaults to 3 decimals', () => {
    expect(PERCENT_DEFAULT_DECIMALS).toBe(3);
  });

  it.each<[number, number | undefined, string]>([
    [0.076, undefined, '7.600%'],
    [0.172, 2, '17.20%'],
    [0.0499, 2, '4.99%'],
    [0.0499, undefined, '4.990%'],
    [0.02675, 2, '2.68%'], // a tie in the decimal digits, rounded to the even neighbour
    [0.02665, 2, '2.66%'],
    [0.12345, 0, '12%'],
    [0, undefined, '0.000%'],
    [1, 1, '100.0%'],
  ])('formatPercent(%d, %s) = %s', (fraction, decimals, expected) => {
    expect(formatPercent(fraction, decimals)).toBe(expected);
  });

  it('is empty for a non-finite value', () => {
    expect(formatPercent(Number.NaN)).toBe('');
  });
});
