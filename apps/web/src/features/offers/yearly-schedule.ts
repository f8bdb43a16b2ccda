import { paymentSchedule, roundToCents, type PaymentInput } from '@heloc/domain';

export interface YearRow {
  year: number;
  /** Paid during the year (principal + interest), dollars. */
  paid: number;
  interest: number;
  /** Balance at the end of the year, dollars. */
  balance: number;
  /** Everything paid from the start to the end of the year, dollars. */
  paidToDate: number;
}

/** The domain's monthly payment schedule (docs/product/widgets-and-calculations.md §9) summed per year, for the chart and its table. */
export const yearlySchedule = (input: PaymentInput): YearRow[] => {
  const rows: YearRow[] = [];
  let paidToDate = 0;
  for (const month of paymentSchedule(input)) {
    const year = Math.ceil(month.month / 12);
    let row = rows[year - 1];
    if (!row) {
      row = { year, paid: 0, interest: 0, balance: 0, paidToDate: 0 };
      rows.push(row);
    }
    row.paid = roundToCents(row.paid + month.payment);
    row.interest = roundToCents(row.interest + month.interest);
    row.balance = month.balance;
    paidToDate = roundToCents(paidToDate + month.payment);
    row.paidToDate = paidToDate;
  }
  return rows;
};
