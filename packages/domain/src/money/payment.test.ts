import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, financedPrincipal, monthlyPayment, type PaymentInput } from './payment';

const base: PaymentInput = { amount: 100_000, originationFee: 0, annualRate: 0.076, termYears: 10 };

describe('monthlyPayment (docs/product/widgets-and-calculations.md §9: annuity on the draw including the fee)', () => {
  it.each([
    // [case, input, expected dollars per month]
    ['100,000 dollars at 7.60% over 10 years', base, 1_192.24],
    ['100,000 dollars at 17.20% over 30 years', { ...base, annualRate: 0.172, termYears: 30 }, 1_441.92],
    ['15,000 dollars at 7.60% over 5 years', { ...base, amount: 15_000, termYears: 5 }, 301.28],
    ['the fee is financed: 100,000 dollars + 4.99%', { ...base, originationFee: 0.0499 }, 1_251.74],
    [
      'a capped fee: 100,000 dollars + min(4.99%, 1,000 dollars)',
      { ...base, originationFee: 0.0499, maxFeeDollars: 1_000 },
      1_204.17,
    ],
    ['rate 0 repays the principal in equal parts', { ...base, annualRate: 0 }, 833.33],
    ['rate 0 includes the fee', { ...base, annualRate: 0, originationFee: 0.02 }, 850],
  ])('%s', (_case, input, expected) => {
    expect(monthlyPayment(input)).toBe(expected);
  });

  it.each([
    ['amount 0', { ...base, amount: 0 }],
    ['negative amount', { ...base, amount: -5 }],
    ['NaN amount', { ...base, amount: Number.NaN }],
    ['amount not a number', { ...base, amount: '100000' as unknown as number }],
    ['negative fee', { ...base, originationFee: -0.01 }],
    ['negative rate', { ...base, annualRate: -0.01 }],
    ['infinite rate', { ...base, annualRate: Number.POSITIVE_INFINITY }],
    ['term 0', { ...base, termYears: 0 }],
    ['negative term', { ...base, termYears: -10 }],
    ['negative fee cap', { ...base, maxFeeDollars: -1 }],
    ['NaN fee cap', { ...base, maxFeeDollars: Number.NaN }],
  ])('returns 0 for invalid input: %s', (_case, input) => {
    expect(monthlyPayment(input)).toBe(0);
  });

  it('financedPrincipal is the total draw', () => {
    expect(financedPrincipal({ ...base, originationFee: 0.0499 })).toBe(104_990);
  });

  it('annuityPayment at rate 0 is principal / months', () => {
    expect(annuityPayment(1_200, 0, 12)).toBe(100);
  });

  const amount = fc.integer({ min: 15_000, max: 400_000 });
  const rate = fc.double({ min: 0, max: 0.172, noNaN: true });
  const fee = fc.double({ min: 0, max: 0.0499, noNaN: true });

  it('property: at a fixed rate the payment falls as the term grows', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        fee,
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 10 }),
        (a, r, f, t, extra) => {
          const shorter = monthlyPayment({ amount: a, originationFee: f, annualRate: r, termYears: t });
          const longer = monthlyPayment({ amount: a, originationFee: f, annualRate: r, termYears: t + extra });
          expect(longer).toBeLessThan(shorter);
        },
      ),
    );
  });

  it('property: the payments repay at least the principal and, with interest, more', () => {
    fc.assert(
      fc.property(amount, rate, fc.integer({ min: 1, max: 30 }), (a, r, t) => {
        const payment = monthlyPayment({ amount: a, originationFee: 0, annualRate: r, termYears: t });
        expect(payment * t * 12).toBeGreaterThanOrEqual(a - t * 12 * 0.005 - 1e-6);
        if (r > 0.001) expect(payment * t * 12).toBeGreaterThan(a);
      }),
    );
  });
});
