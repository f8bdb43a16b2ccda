import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_YEAR, DEFAULT_INTEREST_PERIOD_DAYS, interestForPeriod } from './interest';

describe('interestForPeriod (docs/product/widgets-and-calculations.md §9: balance × rate / 365.25 × days)', () => {
  it('uses a 365.25-day year and a default period of 365.25 / 12 days', () => {
    expect(DAYS_PER_YEAR).toBe(365.25);
    expect(DEFAULT_INTEREST_PERIOD_DAYS).toBe(30.4375);
  });

  it.each([
    // [balance, annual rate, days, expected dollars]
    [100_000, 0.076, undefined, 633.33],
    [100_000, 0.12, undefined, 1_000],
    [100_000, 0.07305, 1, 20], // 100,000 × 0.07305 / 365.25 = 20
    [36_525, 0.1, 10, 100],
    [50_000, 0, 30, 0],
    [0, 0.172, 30, 0],
  ])('balance %d at %d for %s days → %d', (balance, rate, days, expected) => {
    expect(interestForPeriod(balance, rate, days)).toBe(expected);
  });

  it('property: the default period is one twelfth of a year of interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (balance, rate) => {
          expect(Math.abs(interestForPeriod(balance, rate) - (balance * rate) / 12)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });

  it('property: interest grows with the number of days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.integer({ min: 1, max: 365 }),
        (balance, rate, days) => {
          expect(interestForPeriod(balance, rate, days + 1)).toBeGreaterThanOrEqual(
            interestForPeriod(balance, rate, days),
          );
        },
      ),
    );
  });
});
