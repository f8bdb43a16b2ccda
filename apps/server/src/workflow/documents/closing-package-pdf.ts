import {
  type ClosingDocumentKey,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  securityInstrumentName,
} from '@heloc/domain';
import { createPdfWriter, type PdfRow, type PdfWriter } from './pdf-writer';

/*
 * The closing package (GEN_CLOSING_DISCLOSURE): the documents a HELOC borrower reads and signs, written
 * with the applicant's own figures. The wording is ours, modelled on Regulation Z: the home equity plan disclosures
 * of §1026.40(d) with the home equity brochure of §1026.40(e), the account-opening disclosure of §1026.6(a), the line
 * agreement, the security instrument (a deed of trust or a mortgage by state), and the notice of the right to cancel
 * of §1026.15 (model form G-5) when the home is the borrower's principal dwelling.
 */

export interface ClosingTerms {
  borrowerName: string;
  /** Other owners who sign the security instrument (additional signers known at generation). */
  ownerNames: readonly string[];
  propertyAddress: string;
  propertyState: string;
  lender: { name: string; nmls: string | null; supportEmail: string; supportPhone: string };
  loanNumber: string;
  /** The credit limit of the line, dollars. */
  creditLimit: number;
  /** The first draw paid to the borrower at funding, dollars. */
  drawAmount: number;
  /** Origination fee as a fraction of the draw, and in dollars. */
  originationFeeRate: number;
  originationFeeDollars: number;
  /** Recording tax paid at closing, dollars. */
  recordingTax: number;
  /** Annual percentage rate of the first draw, as a fraction. */
  apr: number;
  /** FIXED or VARIABLE. */
  rateType: 'FIXED' | 'VARIABLE';
  /** Rate of later draws on a fixed line (prime plus a margin); null on a variable line. */
  additionalDrawRate: number | null;
  termYears: number;
  drawPeriodYears: number;
  /** The monthly payment of the first draw including the fee (docs/product/widgets-and-calculations.md §9), dollars. */
  monthlyPayment: number;
  flood: { certificateNumber: string; zone: string; requiresInsurance: boolean };
  generatedAt: Date;
  /** The property's time zone: the documents are dated on its calendar. */
  timeZone: string;
}

const money = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);
const pct = (fraction: number) => formatPercent(fraction, 2);

const header = (pdf: PdfWriter, title: string, t: ClosingTerms) => {
  pdf.title(title, `${t.lender.name}${t.lender.nmls ? ` (NMLS #${t.lender.nmls})` : ''} - Loan number ${t.loanNumber}`);
  pdf.rows([
    { label: 'Borrower', value: t.borrowerName },
    ...(t.ownerNames.length ? [{ label: 'Other owners', value: t.ownerNames.join(', ') }] : []),
    { label: 'Property', value: t.propertyAddress },
    { label: 'Prepared on', value: formatDisplayDate(t.generatedAt, t.timeZone) },
  ]);
};

const keyTerms = (t: ClosingTerms): PdfRow[] => [
  { label: 'Credit limit', value: money(t.creditLimit) },
  { label: 'Initial draw at funding', value: money(t.drawAmount) },
  { label: 'Annual percentage rate (APR)', value: pct(t.apr) },
  {
    label: 'Rate type',
    value:
      t.rateType === 'FIXED'
        ? `Fixed for the initial draw${t.additionalDrawRate !== null ? `; each later draw is fixed when taken, at the prime rate plus a margin (today ${pct(t.additionalDrawRate)})` : ''}`
        : 'Variable: the prime rate plus a margin',
  },
  { label: 'Origination fee', value: `${money(t.originationFeeDollars)} (${pct(t.originationFeeRate)} of the draw)` },
  { label: 'Recording tax', value: money(t.recordingTax) },
  { label: 'Draw period', value: `${t.drawPeriodYears} years` },
  { label: 'Term', value: `${t.termYears} years (${t.termYears * 12} monthly payments)` },
  { label: 'Monthly payment of the initial draw', value: money(t.monthlyPayment) },
];

const signatureBlock = (pdf: PdfWriter, who: readonly string[]) => {
  pdf.heading('Signatures');
  for (const name of who) {
    pdf.paragraph(`______________________________________   Date: ______________\n${name}`);
  }
};

const helocDisclosures = (pdf: PdfWriter, t: ClosingTerms) => {
  header(pdf, 'Home equity line of credit: important terms of our home equity line of credit plan', t);
  pdf.paragraph(
    'This disclosure contains important information about our home equity line of credit plan. You should read it ' +
      'carefully and keep a copy for your records.',
  );
  pdf.section('Your plan', keyTerms(t));
  pdf.heading('Availability of terms');
  pdf.paragraph(
    'All of the terms described here are subject to change until the plan is opened. If a term other than the annual ' +
      'percentage rate changes before the plan is opened and you therefore decide not to open it, you may receive a ' +
      'refund of all fees you paid to us or to anyone else in connection with your application.',
  );
  pdf.heading('Security interest');
  pdf.paragraph(
    `We will take a ${securityInstrumentName(t.propertyState).toLowerCase()} on your home at ${t.propertyAddress}. ` +
      'You could lose your home if you do not meet the obligations of your agreement with us.',
  );
  pdf.heading('Possible actions');
  pdf.paragraph(
    'We can terminate the plan and require you to pay the entire outstanding balance in one payment if you engage ' +
      'in fraud or material misrepresentation in connection with the plan, you do not meet the repayment terms, or ' +
      'your action or inaction adversely affects the collateral or our rights in it. We can refuse to make additional ' +
      'extensions of credit or reduce your credit limit if the value of the home declines significantly below its ' +
      'appraised value, we reasonably believe you will not be able to meet the repayment terms because of a material ' +
      'change in your financial circumstances, you are in default of a material obligation, or government action ' +
      'prevents us from imposing the annual percentage rate provided for.',
  );
  pdf.heading('Minimum payment requirements');
  pdf.paragraph(
    `You can obtain advances of credit for ${t.drawPeriodYears} years (the draw period). Each draw is repaid in equal ` +
      `monthly payments of principal and interest over ${t.termYears} years from the draw, so no balloon payment ` +
      'results and the balance never grows from unpaid interest (no negative amortization).',
  );
  pdf.heading('Minimum payment example');
  pdf.paragraph(
    `If you took your initial draw of ${money(t.drawAmount)} with the origination fee of ` +
      `${money(t.originationFeeDollars)} financed, at an annual percentage rate of ${pct(t.apr)}, it would take ` +
      `${t.termYears * 12} monthly payments of ${money(t.monthlyPayment)} to pay off that balance.`,
  );
  pdf.heading('Fees and charges');
  pdf.rows([
    { label: 'Paid to us: origination fee', value: money(t.originationFeeDollars) },
    { label: 'Paid to third parties: recording tax', value: money(t.recordingTax) },
    { label: 'Annual fee', value: '$0' },
    { label: 'Late payment fee', value: '5% of the payment past due, up to $25' },
  ]);
  pdf.heading('Transaction requirements');
  pdf.paragraph(
    `Each later draw must be at least $1,000 and may not take your balance over the credit limit of ${money(t.creditLimit)}.`,
  );
  pdf.heading('Tax deductibility');
  pdf.paragraph('You should consult a tax advisor regarding the deductibility of interest and charges for the plan.');
  if (t.rateType === 'VARIABLE') {
    pdf.heading('Variable-rate information');
    pdf.paragraph(
      'The plan has a variable rate feature, and the annual percentage rate (corresponding to the periodic rate) and ' +
        'the minimum payment can change as a result. The annual percentage rate includes only interest and no other ' +
        'costs. The rate is based on the prime rate published in The Wall Street Journal plus a margin; it can change ' +
        'monthly, by no more than 2 percentage points a year, and will never exceed 18.00% or fall below the margin.',
    );
  }
  pdf.pageBreak();
  pdf.title('When your home is on the line', 'What you should know about home equity lines of credit (brochure)');
  pdf.paragraph(
    'A home equity line of credit is a form of revolving credit in which your home serves as collateral. Because ' +
      'your home is likely to be your largest asset, use the line only for major items, and remember that if you do ' +
      'not repay what you borrow you could lose your home.',
  );
  pdf.heading('What to look for');
  pdf.paragraph(
    'Compare the annual percentage rate, how it is set and whether it can change, the fees charged to open and keep ' +
      'the line, the length of the draw and repayment periods, the minimum payment and whether it covers principal, ' +
      'and whether a balloon payment can come due. Ask whether you can convert a variable rate to a fixed rate.',
  );
  pdf.heading('Costs of opening a line');
  pdf.paragraph(
    'Many of the costs of opening a line are like those of a mortgage: an application or origination fee, an ' +
      'appraisal or valuation, title and recording charges, and taxes. For this line, the origination fee is ' +
      `${money(t.originationFeeDollars)} and the recording tax is ${money(t.recordingTax)}.`,
  );
  pdf.heading('Your right to cancel');
  pdf.paragraph(
    'When a line is secured by your principal dwelling, federal law gives you three business days after opening ' +
      'to cancel it for any reason, without cost. We must return all fees you paid within 20 days of your notice.',
  );
  pdf.heading('If you have a problem');
  pdf.paragraph(
    `Call ${t.lender.name} at ${t.lender.supportPhone} or write to ${t.lender.supportEmail}. You can also submit a ` +
      'complaint to the Consumer Financial Protection Bureau at consumerfinance.gov/complaint.',
  );
};

const accountOpening = (pdf: PdfWriter, t: ClosingTerms) => {
  header(pdf, 'Account-opening disclosure', t);
  pdf.section('Interest rates and interest charges', [
    { label: 'Annual percentage rate (APR) for the initial draw', value: pct(t.apr) },
    ...(t.additionalDrawRate !== null
      ? [{ label: 'APR for later draws (today)', value: `${pct(t.additionalDrawRate)}, fixed when each draw is taken` }]
      : []),
    { label: 'Paying interest', value: 'Interest is charged from the day a draw is funded, on the daily balance.' },
  ]);
  pdf.section('Fees', [
    { label: 'Origination fee (set-up)', value: money(t.originationFeeDollars) },
    { label: 'Recording tax (paid to the county)', value: money(t.recordingTax) },
    { label: 'Annual fee', value: '$0' },
    { label: 'Late payment', value: '5% of the payment past due, up to $25' },
  ]);
  pdf.section('Your payments', [
    { label: 'First draw', value: money(t.drawAmount) },
    { label: 'Monthly payment of the first draw', value: money(t.monthlyPayment) },
    { label: 'Number of payments', value: String(t.termYears * 12) },
  ]);
  pdf.heading('How we figure your balance');
  pdf.paragraph(
    'We use the daily balance method (including new draws). Interest for a period is the balance times the rate ' +
      'divided by 365.25, times the number of days in the period.',
  );
  pdf.heading('Security interest');
  pdf.paragraph(`You are giving us a security interest in your home at ${t.propertyAddress}.`);
  pdf.heading('Billing rights');
  pdf.paragraph(
    'Information on your rights to dispute transactions and how to exercise those rights is provided in your ' +
      'account agreement and with every statement. Write to us within 60 days of a statement that shows an error.',
  );
};

const lineAgreement = (pdf: PdfWriter, t: ClosingTerms) => {
  header(pdf, 'Home equity line of credit agreement and promissory note', t);
  pdf.paragraph(
    `In this agreement "you" means ${t.borrowerName} and "we" means ${t.lender.name}. You ask us to open a home ` +
      'equity line of credit, and we agree on the terms below.',
  );
  pdf.section('Terms', keyTerms(t));
  pdf.heading('1. Promise to pay');
  pdf.paragraph(
    `You promise to pay us every amount you draw under this agreement, up to the credit limit of ${money(t.creditLimit)}, ` +
      'with interest and the fees described here.',
  );
  pdf.heading('2. Draws');
  pdf.paragraph(
    `At funding we pay ${money(t.drawAmount)} to you and add the origination fee of ${money(t.originationFeeDollars)} ` +
      `to the balance. You may ask for more draws for ${t.drawPeriodYears} years while your balance stays under the ` +
      'credit limit.',
  );
  pdf.heading('3. Interest and payments');
  pdf.paragraph(
    `The initial draw bears interest at ${pct(t.apr)} a year. You will pay ${t.termYears * 12} monthly payments of ` +
      `${money(t.monthlyPayment)} for it, the first one month after funding. Later draws add their own payment.`,
  );
  pdf.heading('4. Prepayment');
  pdf.paragraph('You may pay all or part of the balance at any time without penalty.');
  pdf.heading('5. Default and termination');
  pdf.paragraph(
    'If you commit fraud or a material misrepresentation, do not pay as agreed, or act in a way that adversely ' +
      'affects our security, we may terminate the line and require immediate payment of the whole balance.',
  );
  pdf.heading('6. Security');
  pdf.paragraph(
    `This agreement is secured by a ${securityInstrumentName(t.propertyState).toLowerCase()} on ${t.propertyAddress} ` +
      'signed with it.',
  );
  pdf.heading('7. Governing law');
  pdf.paragraph(`Federal law and the law of the state of ${t.propertyState} govern this agreement.`);
  signatureBlock(pdf, [`${t.borrowerName}, Borrower`]);
};

const securityInstrument = (pdf: PdfWriter, t: ClosingTerms) => {
  const name = securityInstrumentName(t.propertyState);
  header(pdf, `${name} (home equity line of credit)`, t);
  const grantors = [t.borrowerName, ...t.ownerNames].join(', ');
  pdf.paragraph(
    name === 'Mortgage'
      ? `This Mortgage is given by ${grantors} (the "Borrower") to ${t.lender.name} (the "Lender").`
      : `This Deed of Trust is given by ${grantors} (the "Trustor") to the trustee named by ${t.lender.name} for ` +
          `the benefit of ${t.lender.name} (the "Beneficiary").`,
  );
  pdf.section('Secured debt', [
    { label: 'Maximum principal secured', value: money(t.creditLimit) },
    { label: 'Agreement', value: `Home equity line of credit agreement, loan number ${t.loanNumber}` },
    { label: 'Maturity', value: `${t.termYears} years after the last draw` },
  ]);
  pdf.heading('Property');
  pdf.paragraph(
    `The real property at ${t.propertyAddress}, with all improvements and fixtures, as described in the public ` +
      'records of the county where it lies.',
  );
  pdf.section('Flood determination', [
    { label: 'Certificate', value: t.flood.certificateNumber },
    { label: 'FEMA flood zone', value: t.flood.zone },
    { label: 'Flood insurance', value: t.flood.requiresInsurance ? 'Required' : 'Not required' },
  ]);
  pdf.heading('Covenants');
  pdf.paragraph(
    'The owners grant and convey the property to secure the line of credit, including later draws up to the maximum ' +
      'principal. They will pay taxes and insurance on the property, keep it in good repair, not transfer it without ' +
      "the lender's consent, and keep every prior lien current. When the line is paid and closed, the lender will " +
      'release this instrument.',
  );
  signatureBlock(pdf, [`${t.borrowerName}, Borrower`, ...t.ownerNames.map((owner) => `${owner}, Owner`)]);
};

const rightToCancel = (pdf: PdfWriter, t: ClosingTerms) => {
  header(pdf, 'Notice of right to cancel', t);
  pdf.heading('Your right to cancel');
  pdf.paragraph(
    'We have agreed to establish an open-end credit account for you, and you have agreed to give us a ' +
      `${securityInstrumentName(t.propertyState).toLowerCase()} on your home as security for the account. You have a ` +
      'legal right under federal law to cancel your account, without cost, within three business days after the ' +
      'latest of the following events: (1) the opening date of your account, which is the day you sign these ' +
      'documents; (2) the date you received your Truth in Lending disclosures; or (3) the date you received this ' +
      'notice of your right to cancel the account.',
  );
  pdf.paragraph(
    'If you cancel, the security interest on your home is also cancelled. Within 20 calendar days of receiving your ' +
      'notice, we must take the steps necessary to reflect the fact that the security interest on your home has been ' +
      'cancelled, and we must return to you any money or property you have given to us or anyone else in connection ' +
      'with the account. No draw will be funded before the three business days have passed.',
  );
  pdf.heading('How to cancel');
  pdf.paragraph(
    `If you decide to cancel your account, you may do so by notifying us in writing at ${t.lender.supportEmail}, or ` +
      `by calling ${t.lender.supportPhone}. You may use any written statement that is signed and dated by you and ` +
      'states your intention to cancel. If you cancel by mail, the notice must be sent no later than midnight of the ' +
      'third business day following the latest of the three events listed above.',
  );
  pdf.paragraph('I WISH TO CANCEL\n\n______________________________________   Date: ______________');
  pdf.heading('Acknowledgment of receipt');
  pdf.paragraph(
    'Each of the undersigned acknowledges receipt of two copies of this notice of right to cancel, one of which is ' +
      'to be kept.',
  );
  signatureBlock(pdf, [t.borrowerName, ...t.ownerNames]);
};

const WRITERS: Record<ClosingDocumentKey, (pdf: PdfWriter, t: ClosingTerms) => void> = {
  HELOC_DISCLOSURES: helocDisclosures,
  ACCOUNT_OPENING: accountOpening,
  LINE_AGREEMENT: lineAgreement,
  SECURITY_INSTRUMENT: securityInstrument,
  RIGHT_TO_CANCEL: rightToCancel,
};

/** One document of the closing package as PDF bytes. */
export const closingDocumentPdf = async (
  key: ClosingDocumentKey,
  title: string,
  t: ClosingTerms,
): Promise<Uint8Array> => {
  const pdf = await createPdfWriter({
    title,
    author: t.lender.name,
    subject: `Home equity line of credit ${t.loanNumber}`,
    footer: `${t.lender.name} - ${title} - Loan ${t.loanNumber}`,
    createdAt: t.generatedAt,
  });
  WRITERS[key](pdf, t);
  return pdf.save();
};
