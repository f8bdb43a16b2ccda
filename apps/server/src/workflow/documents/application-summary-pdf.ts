import {
  EMPLOYMENT_TYPE_LABELS,
  HMDA_ETHNICITY_LABELS,
  HMDA_NOT_ANSWERED_LABEL,
  HMDA_RACE_LABELS,
  HMDA_SEX_LABELS,
  MARITAL_STATUS_LABELS,
  OCCUPANCY_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOFF_PREFERENCE_LABELS,
  esignDisclosure,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  formatPhoneDisplay,
  originationFeeDollars,
  totalDrawFromAmount,
  type HmdaAnswers,
} from '@heloc/domain';
import type { Address, ApplicationSummary } from '@heloc/domain/contracts';
import { createPdfWriter, type PdfRow } from './pdf-writer';

/*
 * The application summary (GEN_SUMMARY_DISCLOSURE): the applicant's own record of what they told us and
 * chose, generated once they submitted. The closing issue writes its disclosures with the same writer.
 */

export interface ApplicationSummaryPdfInput {
  summary: ApplicationSummary;
  /** The stored Regulation C answers; null when not given. */
  hmda: HmdaAnswers | null;
  lender: { name: string; nmls: string | null; supportEmail: string; supportPhone: string };
  loanNumber: string | null;
  generatedAt: Date;
}

const money = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);
const oneLine = (a: Address) => [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
/** An instant as the applicant reads it, with its time zone said (UTC: the server's record). */
const instant = (iso: string) => `${formatDisplayDate(new Date(iso), 'UTC')} ${iso.slice(11, 16)} UTC`;

const labelsOf = <K extends string>(
  codes: readonly K[],
  labels: Record<K, string>,
  details?: Partial<Record<K, string>>,
) => codes.map((code) => (details?.[code] ? `${labels[code]} (${details[code]})` : labels[code])).join('; ');

const offerRows = (offer: NonNullable<ApplicationSummary['offer']>): PdfRow[] => [
  { label: 'Product', value: `${offer.term}-year ${OFFER_TYPE_LABELS[offer.type].toLowerCase()} home equity line` },
  { label: 'Cash draw', value: money(offer.drawAmount) },
  {
    label: 'Origination fee',
    value: `${money(originationFeeDollars(offer.drawAmount, offer.originationFee))} (${formatPercent(offer.originationFee)} of the draw)`,
  },
  { label: 'Line amount (total draw)', value: money(totalDrawFromAmount(offer.drawAmount, offer.originationFee)) },
  { label: 'Annual percentage rate', value: formatPercent(offer.rate) },
  { label: 'Term', value: `${offer.term} years (${offer.term * 12} monthly payments)` },
  { label: 'Estimated monthly payment', value: money(offer.monthlyPayment) },
  { label: 'Existing liens', value: PAYOFF_PREFERENCE_LABELS[offer.payoffPreference] },
  ...(offer.paymentMethod ? [{ label: 'Payments', value: PAYMENT_METHOD_LABELS[offer.paymentMethod] }] : []),
];

const hmdaRows = (hmda: HmdaAnswers | null): PdfRow[] =>
  hmda
    ? [
        {
          label: 'Ethnicity',
          value: labelsOf(hmda.ethnicity.choices, HMDA_ETHNICITY_LABELS, hmda.ethnicity.details),
        },
        { label: 'Race', value: labelsOf(hmda.race.choices, HMDA_RACE_LABELS, hmda.race.details) },
        { label: 'Sex', value: labelsOf(hmda.sex.choices, HMDA_SEX_LABELS) },
      ]
    : [{ label: 'Demographic information', value: HMDA_NOT_ANSWERED_LABEL }];

/** The summary as PDF bytes. */
export const applicationSummaryPdf = async (input: ApplicationSummaryPdfInput): Promise<Uint8Array> => {
  const { summary, lender, generatedAt } = input;
  const pdf = await createPdfWriter({
    title: 'Home equity line of credit: application summary',
    author: lender.name,
    subject: `Application summary${input.loanNumber ? `, loan ${input.loanNumber}` : ''}`,
    footer: `${lender.name}${lender.nmls ? `, NMLS ${lender.nmls}` : ''}. Loan ${input.loanNumber ?? 'not yet numbered'}.`,
    createdAt: generatedAt,
  });
  const a = summary.applicant;
  const name = [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ');

  pdf.title(
    'Home equity line of credit: application summary',
    `${lender.name}. Loan number ${input.loanNumber ?? 'not yet assigned'}. Prepared ${formatDisplayDate(generatedAt)}.`,
  );
  pdf.paragraph(
    'This is your record of the information you gave us and the offer you chose. It is not a commitment to lend: ' +
      'we still verify your income, identity and the liens on your property, and the terms are final only in your ' +
      'closing documents.',
    { muted: true },
  );
  pdf.section('Applicant', [
    { label: 'Name', value: name },
    { label: 'Email', value: summary.contact.email },
    { label: 'Phone', value: formatPhoneDisplay(summary.contact.phoneNumber) },
    {
      label: 'Mailing address',
      value: summary.contact.mailingAddress ? oneLine(summary.contact.mailingAddress) : 'Same as the property',
    },
    {
      label: 'Marital status',
      value: summary.maritalStatus ? MARITAL_STATUS_LABELS[summary.maritalStatus] : 'Not given',
    },
  ]);
  pdf.section('Property', [
    { label: 'Address', value: oneLine(summary.property) },
    { label: 'Occupancy', value: OCCUPANCY_TYPE_LABELS[summary.property.occupancyType] },
  ]);
  pdf.section('Income and employment (as you stated them)', [
    { label: 'Employment', value: EMPLOYMENT_TYPE_LABELS[summary.income.employmentType] },
    { label: 'Annual income', value: money(summary.income.statedAnnualIncome) },
    ...(summary.income.otherAnnualIncome
      ? [{ label: 'Other annual income', value: money(summary.income.otherAnnualIncome) }]
      : []),
  ]);
  pdf.section(
    'Your offer',
    summary.offer ? offerRows(summary.offer) : [{ label: 'Offer', value: 'No offer confirmed' }],
  );
  pdf.section('Demographic information (Regulation C)', hmdaRows(input.hmda));

  const esign = esignDisclosure({
    companyName: lender.name,
    supportEmail: lender.supportEmail,
    supportPhone: lender.supportPhone,
  });
  pdf.section('Consent to electronic records (E-SIGN Act)', [
    { label: 'Consent version', value: summary.esign.consentedVersion ?? 'Not given' },
    { label: 'Agreed on', value: summary.esign.consentedAt ? instant(summary.esign.consentedAt) : 'Not given' },
  ]);
  for (const part of esign.sections) pdf.paragraph(`${part.heading}. ${part.text}`);
  return pdf.save();
};
