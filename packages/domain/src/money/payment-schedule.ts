import { interestForPeriod } from './interest';
import { financedPrincipal, monthlyPayment, type PaymentInput } from './payment';
import { roundToCents } from './rounding';

export interface PaymentScheduleRow {
  /** 1-based month number. */
  month: number;
  /** Payment made this month, dollars. */
  payment: number;
  /** Interest part of the payment, dollars. */
  interest: number;
  /** Principal part of the payment, dollars. */
  principal: number;
  /** Balance remaining after this month's payment, dollars. */
  balance: number;
}

/** Longest schedule produced (100 years of months): a guard against runaway input, far beyond any offer term. */
export const MAX_SCHEDULE_MONTHS = 1200;

/**
 * Month-by-month amortisation of a draw for a chart (docs/product/widgets-and-calculations.md §9 calculations): the monthly annuity payment, its
 * interest (interestForPeriod over the default period, i.e. balance × rate / 12) and principal, and the balance left.
 * The last month pays whatever balance remains, so the schedule ends at exactly 0. Units: see PaymentInput; every
 * figure is dollars rounded to cents. Returns [] when monthlyPayment would return 0 for the input, or when the term
 * exceeds MAX_SCHEDULE_MONTHS. A fractional number of months is rounded up.
 */
export const paymentSchedule = (input: PaymentInput): PaymentScheduleRow[] => {
  const payment = monthlyPayment(input);
  const months = Math.ceil(input.termYears * 12);
  if (payment === 0 || months > MAX_SCHEDULE_MONTHS) return [];

  const rows: PaymentScheduleRow[] = [];
  let balance = financedPrincipal(input);
  for (let month = 1; month <= months; month += 1) {
    const interest = interestForPeriod(balance, input.annualRate);
    const principal = month === months ? balance : Math.min(roundToCents(payment - interest), balance);
    balance = roundToCents(balance - principal);
    rows.push({ month, payment: roundToCents(principal + interest), interest, principal, balance });
  }
  return rows;
};
