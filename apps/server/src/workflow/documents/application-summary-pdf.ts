import {
  HMDA_ETHNICITY_LABELS,
  HMDA_NOT_ANSWERED_LABEL,
  HMDA_RACE_LABELS,
  HMDA_SEX_LABELS,
  type Language,
  localizeMessage,
  ESIGN_TRANSLATION_NOTE_TEXT,
  esignDisclosure,
  type EsignDisclosure,
  localizedEsignDisclosure,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  formatPhoneDisplay,
  originationFeeDollars,
  totalDrawFromAmount,
  type HmdaAnswers,
} from '@heloc/domain';
import type { Address, ApplicationSummary } from '@heloc/domain/contracts';
import { SUMMARY_TEXTS, type SummaryTexts } from './application-summary-pdf.texts';
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
  /** The applicant's language (docs/i18n.md); English when not given. */
  language?: Language;
}

const money = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);
const oneLine = (a: Address) => [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
/** An instant as the applicant reads it, with its time zone said (UTC: the server's record). */
const instant = (iso: string) => `${formatDisplayDate(new Date(iso), 'UTC')} ${iso.slice(11, 16)} UTC`;

const labelsOf = <K extends string>(
  codes: readonly K[],
  labels: Record<K, string>,
  language: Language,
  details?: Partial<Record<K, string>>,
) =>
  codes
    .map((code) => {
      const label = localizeMessage(labels[code], language);
      return details?.[code] ? `${label} (${details[code]})` : label;
    })
    .join('; ');

const offerRows = (offer: NonNullable<ApplicationSummary['offer']>, t: SummaryTexts): PdfRow[] => [
  { label: t.productLabel, value: t.product(offer.term, t.offerTypes[offer.type]) },
  { label: t.cashDraw, value: money(offer.drawAmount) },
  {
    label: t.originationFee,
    value: `${money(originationFeeDollars(offer.drawAmount, offer.originationFee))} (${t.ofTheDraw(formatPercent(offer.originationFee))})`,
  },
  { label: t.lineAmount, value: money(totalDrawFromAmount(offer.drawAmount, offer.originationFee)) },
  { label: t.apr, value: formatPercent(offer.rate) },
  { label: t.term, value: t.termValue(offer.term) },
  { label: t.monthlyPayment, value: money(offer.monthlyPayment) },
  { label: t.existingLiens, value: t.payoffPreferences[offer.payoffPreference] },
  ...(offer.paymentMethod ? [{ label: t.payments, value: t.paymentMethods[offer.paymentMethod] }] : []),
];

const hmdaRows = (hmda: HmdaAnswers | null, t: SummaryTexts, language: Language): PdfRow[] =>
  hmda
    ? [
        {
          label: t.ethnicity,
          value: labelsOf(hmda.ethnicity.choices, HMDA_ETHNICITY_LABELS, language, hmda.ethnicity.details),
        },
        { label: t.race, value: labelsOf(hmda.race.choices, HMDA_RACE_LABELS, language, hmda.race.details) },
        { label: t.sex, value: labelsOf(hmda.sex.choices, HMDA_SEX_LABELS, language) },
      ]
    : [{ label: t.demographicInformation, value: localizeMessage(HMDA_NOT_ANSWERED_LABEL, language) }];

/** The summary as PDF bytes. */
export const applicationSummaryPdf = async (input: ApplicationSummaryPdfInput): Promise<Uint8Array> => {
  const { summary, lender, generatedAt } = input;
  const language = input.language ?? 'en';
  const t = SUMMARY_TEXTS[language];
  const pdf = await createPdfWriter({
    title: t.title,
    author: lender.name,
    subject: t.subject(input.loanNumber),
    footer: t.footer(lender.name, lender.nmls, input.loanNumber),
    createdAt: generatedAt,
  });
  const a = summary.applicant;
  const name = [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ');

  pdf.title(t.title, t.lead(lender.name, input.loanNumber, formatDisplayDate(generatedAt)));
  pdf.paragraph(t.notCommitment, { muted: true });
  pdf.section(t.applicant, [
    { label: t.name, value: name },
    { label: t.email, value: summary.contact.email },
    { label: t.phone, value: formatPhoneDisplay(summary.contact.phoneNumber) },
    {
      label: t.mailingAddress,
      value: summary.contact.mailingAddress ? oneLine(summary.contact.mailingAddress) : t.sameAsProperty,
    },
    {
      label: t.maritalStatus,
      value: summary.maritalStatus ? t.maritalStatuses[summary.maritalStatus] : t.notGiven,
    },
  ]);
  pdf.section(t.property, [
    { label: t.address, value: oneLine(summary.property) },
    { label: t.occupancy, value: t.occupancies[summary.property.occupancyType] },
  ]);
  pdf.section(t.income, [
    { label: t.employment, value: t.employmentTypes[summary.income.employmentType] },
    { label: t.annualIncome, value: money(summary.income.statedAnnualIncome) },
    ...(summary.income.otherAnnualIncome
      ? [{ label: t.otherAnnualIncome, value: money(summary.income.otherAnnualIncome) }]
      : []),
  ]);
  pdf.section(t.yourOffer, summary.offer ? offerRows(summary.offer, t) : [{ label: t.offer, value: t.noOffer }]);
  pdf.section(t.demographics, hmdaRows(input.hmda, t, language));

  const parties = { companyName: lender.name, supportEmail: lender.supportEmail, supportPhone: lender.supportPhone };
  pdf.section(t.esign, [
    { label: t.consentVersion, value: summary.esign.consentedVersion ?? t.notGiven },
    { label: t.agreedOn, value: summary.esign.consentedAt ? instant(summary.esign.consentedAt) : t.notGiven },
  ]);
  // The disclosure the applicant agreed to, in their language; a translation says that the English governs and is
  // followed by it (docs/i18n.md "What stays English").
  const writeDisclosure = (disclosure: EsignDisclosure) => {
    for (const part of disclosure.sections) pdf.paragraph(`${part.heading}. ${part.text}`);
  };
  const translated = language !== 'en';
  if (translated) pdf.paragraph(localizeMessage(ESIGN_TRANSLATION_NOTE_TEXT, language), { muted: true });
  writeDisclosure(localizedEsignDisclosure(parties, language));
  if (translated) {
    const english = esignDisclosure(parties);
    pdf.heading(english.title);
    writeDisclosure(english);
  }
  return pdf.save();
};
