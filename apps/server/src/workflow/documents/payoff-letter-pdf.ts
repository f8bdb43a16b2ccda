import { formatDisplayDate, formatMoney, roundToCents } from '@heloc/domain';
import { createPdfWriter } from './pdf-writer';

/*
 * The payoff letter (payoff statement) a lien holder sends when asked how much closes a loan: the principal, the
 * interest to a good-through date, the release fee, the total and the interest a day after that date. The sandbox
 * lien holder's figures are ours: interest at 8.5% a year on the balance, 30 days good-through, a $30 release fee.
 */

export interface PayoffLetterInput {
  lenderName: string;
  /** The lien's place on the title: 1 = first lien. */
  position: number;
  borrowerName: string;
  propertyAddress: string;
  /** Dollars. */
  principalDollars: number;
  issuedAt: Date;
  /** Who asked for it (the lender making the new line). */
  requestedBy: string;
}

const SANDBOX_RATE = 0.085; // annual, as a fraction
const GOOD_THROUGH_DAYS = 30;
const RELEASE_FEE_DOLLARS = 30;
const DAY_MS = 86_400_000;

export interface PayoffFigures {
  perDiemDollars: number;
  interestDollars: number;
  totalDollars: number;
  goodThrough: Date;
}

/** Interest accrues daily on a 365-day year, rounded to cents at each figure (half-to-even, the domain's step). */
export const payoffFigures = (principalDollars: number, issuedAt: Date): PayoffFigures => {
  const perDiemDollars = roundToCents((principalDollars * SANDBOX_RATE) / 365);
  const interestDollars = roundToCents(perDiemDollars * GOOD_THROUGH_DAYS);
  return {
    perDiemDollars,
    interestDollars,
    totalDollars: roundToCents(principalDollars + interestDollars + RELEASE_FEE_DOLLARS),
    goodThrough: new Date(issuedAt.getTime() + GOOD_THROUGH_DAYS * DAY_MS),
  };
};

const ordinal = (n: number): string => ['first', 'second', 'third', 'fourth'][n - 1] ?? `${n}th`;

export const payoffLetterPdf = async (input: PayoffLetterInput): Promise<Uint8Array> => {
  const figures = payoffFigures(input.principalDollars, input.issuedAt);
  const cents = (dollars: number) => formatMoney(dollars, 2);
  const pdf = await createPdfWriter({
    title: 'Payoff statement',
    author: input.lenderName,
    subject: `Payoff of the ${ordinal(input.position)} lien on ${input.propertyAddress}`,
    footer: `${input.lenderName} - payoff statement issued ${formatDisplayDate(input.issuedAt)}`,
    createdAt: input.issuedAt,
  });
  pdf.title('Payoff statement', `${input.lenderName} - issued ${formatDisplayDate(input.issuedAt)}`);
  pdf.section('Loan', [
    { label: 'Borrower', value: input.borrowerName },
    { label: 'Property', value: input.propertyAddress },
    { label: 'Lien position', value: `${ordinal(input.position)} lien` },
    { label: 'Requested by', value: input.requestedBy },
  ]);
  pdf.section(`Amount to pay off this loan through ${formatDisplayDate(figures.goodThrough)}`, [
    { label: 'Unpaid principal', value: cents(input.principalDollars) },
    { label: `Interest (${GOOD_THROUGH_DAYS} days)`, value: cents(figures.interestDollars) },
    { label: 'Lien release fee', value: cents(RELEASE_FEE_DOLLARS) },
    { label: 'Total payoff', value: cents(figures.totalDollars) },
    { label: 'Interest per day after that date', value: cents(figures.perDiemDollars) },
  ]);
  pdf.paragraph(
    'This amount is paid to us from your new line of credit when it funds. Once we receive it we close the loan ' +
      'and record a release of our lien with the county. Payments you make before then lower the amount due.',
  );
  pdf.paragraph('Figures are good through the date above; after it, add the interest per day.', { muted: true });
  return pdf.save();
};
