import { monthlyPayment } from '../money/payment';

/*
 * The first payment of a funded line (complete screen): its amount is the spec's monthly annuity payment
 * (docs/product/widgets-and-calculations.md §9) on the first draw including the origination fee; it is due one month after the funding date (ours:
 * the same day of the next month, or that month's last day when it is shorter).
 */

export interface FirstPaymentInput {
  /** The first draw, dollars (before the origination fee). */
  drawAmount: number;
  /** Origination fee as a fraction of the draw. */
  originationFee: number;
  /** Annual rate as a fraction. */
  annualRate: number;
  termYears: number;
  /** The calendar date the draw was funded, 'yyyy-MM-dd'. */
  fundedOn: string;
}

/** One month after `isoDate`, clamped to the last day of that month: '2026-01-31' -> '2026-02-28'. */
export const oneMonthAfter = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const nextMonthIndex = month; // 0-based index of the next month
  const lastDay = new Date(Date.UTC(year, nextMonthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, nextMonthIndex, Math.min(day, lastDay))).toISOString().slice(0, 10);
};

export const firstPayment = (input: FirstPaymentInput): { dueOn: string; amount: number } => ({
  dueOn: oneMonthAfter(input.fundedOn),
  amount: monthlyPayment({
    amount: input.drawAmount,
    originationFee: input.originationFee,
    annualRate: input.annualRate,
    termYears: input.termYears,
  }),
});
