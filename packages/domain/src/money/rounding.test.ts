import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROUNDING_DECIMALS, roundHalfEven, roundToCents } from './rounding';

describe('roundHalfEven (docs/product/widgets-and-calculations.md §9: half-to-even, default 2 decimals)', () => {
  it.each([
    // [value, decimals, expected]
    [2.675, 2, 2.68], // binary value is just below the tie; the decimal reading is a tie, 7 is odd: up
    [2.665, 2, 2.66], // tie, 6 is even: stays
    [0.125, 2, 0.12],
    [0.135, 2, 0.14],
    [1.005, 2, 1],
    [123.455, 2, 123.46],
    [2.676, 2, 2.68],
    [2.674, 2, 2.67],
    [0.5, 0, 0],
    [1.5, 0, 2],
    [2.5, 0, 2],
    [-2.5, 0, -2],
    [-3.5, 0, -4],
    [-2.675, 2, -2.68],
    [-0.001, 2, 0],
    [1.25e-7, 7, 1e-7],
    [1.5e-7, 7, 2e-7],
    [1e21, 2, 1e21],
    [12.3, 2, 12.3],
    [1234.5, 0, 1234],
  ])('roundHalfEven(%d, %d) = %d', (value, decimals, expected) => {
    expect(roundHalfEven(value, decimals)).toBe(expected);
  });

  it('rounds to 2 decimals by default and never returns -0', () => {
    expect(roundHalfEven(10.005)).toBe(10);
    expect(roundHalfEven(10.015)).toBe(10.02);
    expect(Object.is(roundHalfEven(-0.001), 0)).toBe(true);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundHalfEven(Number.NaN)).toBeNaN();
    expect(roundHalfEven(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([-1, 1.5, MAX_ROUNDING_DECIMALS + 1])('rejects %d decimals', (decimals) => {
    expect(() => roundHalfEven(1, decimals)).toThrow(RangeError);
  });

  it('roundToCents is the 2-decimal step', () => {
    expect(roundToCents(0.125)).toBe(0.12);
    expect(roundToCents(0.375)).toBe(0.38);
  });

  it('property: an exact tie goes to the even digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }), (kept, decimals) => {
        // kept.5 × 10^-decimals is an exact decimal tie between kept and kept ± 1 (in units of 10^-decimals).
        const tie = Number(`${kept < 0 ? '-' : ''}${Math.abs(kept)}5e-${decimals + 1}`);
        const rounded = roundHalfEven(tie, decimals);
        const lastDigitUnits = Math.round(Math.abs(rounded) * 10 ** decimals);
        expect(lastDigitUnits % 2).toBe(0);
        expect(Math.abs(Math.abs(rounded) - Math.abs(tie))).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      }),
    );
  });

  it('property: the result is within half a unit and already rounded values are unchanged', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundHalfEven(value, 2);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundHalfEven(rounded, 2)).toBe(rounded);
      }),
    );
  });
});
