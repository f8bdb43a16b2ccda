import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { originationFeeDollars, totalDrawFromAmount } from './draw';

describe('totalDrawFromAmount (docs/product/widgets-and-calculations.md §9: amount + amount × fee, fee optionally capped)', () => {
  it.each([
    // [amount, fee, cap, expected total]
    [100_000, 0.0499, undefined, 104_990],
    [50_000, 0.02, undefined, 51_000],
    [50_000, 0, undefined, 50_000],
    [0, 0.0499, undefined, 0],
    [100_000, 0.0499, 2_500, 102_500], // cap binds
    [10_000, 0.0499, 2_500, 10_499], // cap does not bind
    [12_345.67, 0.0125, undefined, 12_499.99], // fee 154.320875 → 154.32
  ])('amount %d, fee %d, cap %s → %d', (amount, fee, cap, expected) => {
    expect(totalDrawFromAmount(amount, fee, cap)).toBe(expected);
  });

  it('rounds the fee half-to-even to cents', () => {
    // 1,000.5 × 0.0025 = 2.50125 → 2.50; 1,001 × 0.0025 = 2.5025 → 2.50 (tie to even)
    expect(originationFeeDollars(1_001, 0.0025)).toBe(2.5);
    expect(originationFeeDollars(1_003, 0.0025)).toBe(2.51); // 2.5075 → 2.51
  });

  // docs/product/widgets-and-calculations.md §5: throws if amount or fee is not a number or is below 0.
  it.each([
    [
      'amount not a number',
      () => totalDrawFromAmount('100' as unknown as number, 0.01),
      TypeError,
      'amount must be a number',
    ],
    ['amount NaN', () => totalDrawFromAmount(Number.NaN, 0.01), TypeError, 'amount must be a number'],
    [
      'fee not a number',
      () => totalDrawFromAmount(100, undefined as unknown as number),
      TypeError,
      'fee must be a number',
    ],
    ['amount below 0', () => totalDrawFromAmount(-1, 0.01), RangeError, 'amount must not be below 0'],
    ['fee below 0', () => totalDrawFromAmount(100, -0.01), RangeError, 'fee must not be below 0'],
    ['cap below 0', () => totalDrawFromAmount(100, 0.01, -5), RangeError, 'maxFeeDollars must not be below 0'],
  ])('throws when %s', (_case, call, errorType, message) => {
    expect(call).toThrow(errorType);
    expect(call).toThrow(message);
  });

  it('property: total draw ≥ amount, and ≤ amount × (1 + fee) + half a cent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        fc.double({ min: 0, max: 0.0499, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 10_000, noNaN: true }), { nil: undefined }),
        (amount, fee, cap) => {
          const total = totalDrawFromAmount(amount, fee, cap);
          expect(total).toBeGreaterThanOrEqual(Math.round(amount * 100) / 100 - 0.005);
          expect(total + 0.005).toBeGreaterThanOrEqual(amount);
          expect(total).toBeLessThanOrEqual(amount * (1 + fee) + 0.01);
          if (cap !== undefined) expect(total).toBeLessThanOrEqual(amount + cap + 0.01);
        },
      ),
    );
  });

  it('property: for whole-cent amounts the total is never below the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 0.0499, noNaN: true }),
        (cents, fee) => {
          const amount = cents / 100;
          expect(totalDrawFromAmount(amount, fee)).toBeGreaterThanOrEqual(amount);
        },
      ),
    );
  });
});
