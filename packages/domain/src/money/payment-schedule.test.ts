import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, type PaymentInput } from './payment';
import { MAX_SCHEDULE_MONTHS, paymentSchedule } from './payment-schedule';

const base: PaymentInput = { amount: 100_000, originationFee: 0, annualRate: 0.12, termYears: 1 };

describe('paymentSchedule (docs/product/widgets-and-calculations.md §9: monthly payment and remaining balance per month, for a chart)', () => {
  it('amortises month by month and ends at exactly 0', () => {
    const rows = paymentSchedule(base);
    expect(rows).toHaveLength(12);
    // 12% a year is 1% a month: the first month's interest is 1,000 on 100,000; the payment is 8,884.88.
    expect(rows[0]).toEqual({ month: 1, payment: 8_884.88, interest: 1_000, principal: 7_884.88, balance: 92_115.12 });
    expect(rows[11]?.month).toBe(12);
    expect(rows[11]?.balance).toBe(0);
  });

  it('finances the fee: the first balance starts from the total draw', () => {
    const [first] = paymentSchedule({ ...base, originationFee: 0.05 });
    expect(first?.interest).toBe(1_050);
  });

  it('at rate 0 repays equal parts with no interest', () => {
    const rows = paymentSchedule({ ...base, amount: 1_000, annualRate: 0 });
    expect(rows.map((r) => r.interest).every((i) => i === 0)).toBe(true);
    expect(rows[0]?.payment).toBe(83.33);
    expect(rows[11]?.payment).toBe(83.37); // the last month absorbs the rounding
    expect(rows[11]?.balance).toBe(0);
  });

  it('rounds a fractional number of months up', () => {
    expect(paymentSchedule({ ...base, termYears: 1.01 })).toHaveLength(13);
  });

  it.each<[string, PaymentInput]>([
    ['invalid input', { ...base, amount: -1 }],
    ['a term beyond the guard', { ...base, termYears: MAX_SCHEDULE_MONTHS / 12 + 1 }],
  ])('is empty for %s', (_case, input) => {
    expect(paymentSchedule(input)).toEqual([]);
  });

  it('property: every row but the last pays the monthly payment, balances fall to 0, principal adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15_000, max: 400_000 }),
        fc.double({ min: 0, max: 0.172, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        (amount, annualRate, termYears) => {
          const input = { amount, originationFee: 0, annualRate, termYears };
          const rows = paymentSchedule(input);
          const payment = monthlyPayment(input);
          expect(rows).toHaveLength(termYears * 12);
          rows.slice(0, -1).forEach((row) => expect(row.payment).toBe(payment));
          rows.forEach((row, i) =>
            expect(row.balance).toBeLessThanOrEqual(i === 0 ? amount : (rows[i - 1]?.balance ?? 0)),
          );
          expect(rows.at(-1)?.balance).toBe(0);
          const principal = rows.reduce((sum, row) => sum + row.principal, 0);
          expect(Math.abs(principal - amount)).toBeLessThan(0.01);
        },
      ),
      { numRuns: 50 },
    );
  });
});
