import { formatDisplayDate, formatLongCalendarDate, formatMoney, formatPercent } from '@heloc/domain';
import { createPdfWriter } from './pdf-writer';

/*
 * The disclosure of one draw after the first (docs/decisions.md "Draws after funding"): what was drawn, where it was
 * sent, its variable rate as the prime rate plus the line's margin (docs/product/widgets-and-calculations.md §1), the line
 * after it, and the next payment with the billing rule that makes it. Stored in the application's documents.
 */

export interface DrawDisclosure {
  lender: { name: string; nmls: string | null; supportEmail: string; supportPhone: string };
  borrowerName: string;
  propertyAddress: string;
  loanNumber: string;
  drawAmount: number;
  primeRate: number;
  margin: number;
  rate: number;
  accountLast4: string;
  transferId: string;
  fundedAt: Date;
  timeZone: string;
  creditLimit: number;
  drawnAfter: number;
  availableAfter: number;
  termYears: number;
  drawPeriodEndsOn: string;
  nextPayment: { dueOn: string; amount: number };
}

const money = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);
const pct = (fraction: number) => formatPercent(fraction, 2);

export const drawDisclosurePdf = async (d: DrawDisclosure): Promise<Uint8Array> => {
  const title = 'Draw disclosure';
  const pdf = await createPdfWriter({
    title,
    author: d.lender.name,
    subject: `Home equity line of credit ${d.loanNumber}: draw of ${money(d.drawAmount)}`,
    footer: `${d.lender.name} - draw disclosure, loan ${d.loanNumber}`,
    createdAt: d.fundedAt,
  });
  pdf.title(title, `${d.lender.name} - ${formatDisplayDate(d.fundedAt, d.timeZone)}`);
  pdf.section('Your line', [
    { label: 'Borrower', value: d.borrowerName },
    { label: 'Property', value: d.propertyAddress },
    { label: 'Loan number', value: d.loanNumber },
    { label: 'Credit limit', value: money(d.creditLimit) },
  ]);
  pdf.section('This draw', [
    { label: 'Amount', value: money(d.drawAmount) },
    { label: 'Sent to', value: `Your account ending ${d.accountLast4}` },
    { label: 'Transfer', value: d.transferId },
    { label: 'Funded on', value: formatDisplayDate(d.fundedAt, d.timeZone) },
    { label: 'Prime rate', value: pct(d.primeRate) },
    { label: 'Margin', value: pct(d.margin) },
    { label: 'Annual rate (variable)', value: `${pct(d.rate)} (prime rate plus margin)` },
    { label: 'Origination fee', value: money(0) },
  ]);
  pdf.paragraph(
    'The rate of this draw is variable: it is the prime rate plus the margin above. When the prime rate changes, ' +
      'the rate of this draw changes with it, and so does its payment.',
  );
  pdf.section('Your line after this draw', [
    { label: 'Drawn', value: money(d.drawnAfter) },
    { label: 'Available to draw', value: money(d.availableAfter) },
    { label: 'Draw period ends', value: formatLongCalendarDate(d.drawPeriodEndsOn) },
    { label: 'Term', value: `${d.termYears} years` },
  ]);
  pdf.section('Your next payment', [
    { label: 'Due on', value: formatLongCalendarDate(d.nextPayment.dueOn) },
    { label: 'Amount', value: money(d.nextPayment.amount) },
  ]);
  pdf.paragraph(
    'Payments are due monthly on the day your line was first funded (or the last day of a shorter month). Until the ' +
      'first due date after this draw you pay its interest for the days it was out: the amount times the rate divided ' +
      'by 365.25, times the days. From the next due date on, this draw is repaid in equal monthly payments over the ' +
      'term of your line, added to the payment of your first draw.',
    { muted: true },
  );
  const contact = [d.lender.supportPhone, d.lender.supportEmail].filter(Boolean).join(' - ');
  pdf.section('Lender', [
    { label: 'Name', value: d.lender.name },
    ...(d.lender.nmls ? [{ label: 'NMLS ID', value: d.lender.nmls }] : []),
    ...(contact ? [{ label: 'Questions', value: contact }] : []),
  ]);
  return pdf.save();
};
