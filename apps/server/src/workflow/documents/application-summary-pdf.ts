import {
  HMDA_ETHNICITY_LABELS,
  HMDA_NOT_ANSWERED_LABEL,
  HMDA_RACE_LABELS,
  HMDA_SEX_LABELS,
  type Language,
  MARITAL_STATUS_LABELS,
  OWNERSHIP_TYPE_LABELS,
  type Message,
  OCCUPANCY_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOFF_PREFERENCE_LABELS,
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
import { wordsOf, type Words } from '../../platform/i18n/catalogue';
import { formatMessageIn } from '../../platform/i18n/format-message';
import { applicationSummaryPdfMessages as m, summaryEmploymentMessages } from './application-summary-pdf.messages';
import spanish from './application-summary-pdf.messages.es';
import { createPdfWriter, type PdfRow } from './pdf-writer';

const wordsIn = wordsOf({ ...m, ...summaryEmploymentMessages }, spanish);

/** The summary's words in the applicant's language: its own (`say`) and the domain's labels (`label`). */
interface SummaryWords {
  say: Words;
  label: (message: Message) => string;
}

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
  labels: Readonly<Record<K, Message>>,
  w: SummaryWords,
  details?: Partial<Record<K, string>>,
) =>
  codes
    .map((code) => {
      const label = w.label(labels[code]);
      return details?.[code] ? `${label} (${details[code]})` : label;
    })
    .join('; ');

const offerRows = (offer: NonNullable<ApplicationSummary['offer']>, { say, label }: SummaryWords): PdfRow[] => [
  {
    label: say(m.productLabel),
    value: say(m.product, { term: offer.term, type: label(OFFER_TYPE_LABELS[offer.type]).toLowerCase() }),
  },
  { label: say(m.cashDraw), value: money(offer.drawAmount) },
  {
    label: say(m.originationFee),
    value: `${money(originationFeeDollars(offer.drawAmount, offer.originationFee))} (${say(m.ofTheDraw, { percent: formatPercent(offer.originationFee) })})`,
  },
  { label: say(m.lineAmount), value: money(totalDrawFromAmount(offer.drawAmount, offer.originationFee)) },
  { label: say(m.apr), value: formatPercent(offer.rate) },
  { label: say(m.term), value: say(m.termValue, { years: offer.term, payments: offer.term * 12 }) },
  { label: say(m.monthlyPayment), value: money(offer.monthlyPayment) },
  { label: say(m.existingLiens), value: label(PAYOFF_PREFERENCE_LABELS[offer.payoffPreference]) },
  ...(offer.paymentMethod
    ? [{ label: say(m.payments), value: label(PAYMENT_METHOD_LABELS[offer.paymentMethod]) }]
    : []),
];

const hmdaRows = (hmda: HmdaAnswers | null, w: SummaryWords): PdfRow[] =>
  hmda
    ? [
        {
          label: w.say(m.ethnicity),
          value: labelsOf(hmda.ethnicity.choices, HMDA_ETHNICITY_LABELS, w, hmda.ethnicity.details),
        },
        { label: w.say(m.race), value: labelsOf(hmda.race.choices, HMDA_RACE_LABELS, w, hmda.race.details) },
        { label: w.say(m.sex), value: labelsOf(hmda.sex.choices, HMDA_SEX_LABELS, w) },
      ]
    : [{ label: w.say(m.demographicInformation), value: w.label(HMDA_NOT_ANSWERED_LABEL) }];

/** The summary as PDF bytes. */
export const applicationSummaryPdf = async (input: ApplicationSummaryPdfInput): Promise<Uint8Array> => {
  const { summary, lender, generatedAt } = input;
  const language = input.language ?? 'en';
  const say = wordsIn(language);
  const w: SummaryWords = { say, label: (message) => formatMessageIn(language, message) };
  const loan = input.loanNumber ?? 'none';
  const title = say(m.title);
  const pdf = await createPdfWriter({
    title,
    author: lender.name,
    subject: say(m.subject, { loan }),
    footer: say(m.footer, { lender: lender.name, nmls: lender.nmls ?? 'none', loan }),
    createdAt: generatedAt,
  });
  const a = summary.applicant;
  const name = [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ');

  pdf.title(title, say(m.lead, { lender: lender.name, loan, date: formatDisplayDate(generatedAt) }));
  pdf.paragraph(say(m.notCommitment), { muted: true });
  pdf.section(say(m.applicant), [
    { label: say(m.name), value: name },
    { label: say(m.email), value: summary.contact.email },
    { label: say(m.phone), value: formatPhoneDisplay(summary.contact.phoneNumber) },
    {
      label: say(m.mailingAddress),
      value: summary.contact.mailingAddress ? oneLine(summary.contact.mailingAddress) : say(m.sameAsProperty),
    },
    {
      label: say(m.maritalStatus),
      value: summary.maritalStatus ? w.label(MARITAL_STATUS_LABELS[summary.maritalStatus]) : say(m.notGiven),
    },
  ]);
  pdf.section(say(m.property), [
    {
      label: say(m.ownershipType),
      value: summary.ownershipType ? w.label(OWNERSHIP_TYPE_LABELS[summary.ownershipType]) : say(m.notGiven),
    },
    { label: say(m.address), value: oneLine(summary.property) },
    { label: say(m.occupancy), value: w.label(OCCUPANCY_TYPE_LABELS[summary.property.occupancyType]) },
  ]);
  pdf.section(say(m.income), [
    { label: say(m.employment), value: say(summaryEmploymentMessages[summary.income.employmentType]) },
    { label: say(m.annualIncome), value: money(summary.income.statedAnnualIncome) },
    ...(summary.income.otherAnnualIncome
      ? [{ label: say(m.otherAnnualIncome), value: money(summary.income.otherAnnualIncome) }]
      : []),
  ]);
  pdf.section(
    say(m.yourOffer),
    summary.offer ? offerRows(summary.offer, w) : [{ label: say(m.offer), value: say(m.noOffer) }],
  );
  pdf.section(say(m.demographics), hmdaRows(input.hmda, w));

  const parties = { companyName: lender.name, supportEmail: lender.supportEmail, supportPhone: lender.supportPhone };
  pdf.section(say(m.esign), [
    { label: say(m.consentVersion), value: summary.esign.consentedVersion ?? say(m.notGiven) },
    { label: say(m.agreedOn), value: summary.esign.consentedAt ? instant(summary.esign.consentedAt) : say(m.notGiven) },
  ]);
  // The disclosure the applicant agreed to, in their language; a translation says that the English governs and is
  // followed by it (docs/i18n.md "What stays English").
  const writeDisclosure = (disclosure: EsignDisclosure) => {
    for (const part of disclosure.sections) pdf.paragraph(`${part.heading}. ${part.text}`);
  };
  const translated = language !== 'en';
  if (translated) pdf.paragraph(w.label(ESIGN_TRANSLATION_NOTE_TEXT), { muted: true });
  writeDisclosure(localizedEsignDisclosure(parties, language));
  if (translated) {
    const english = esignDisclosure(parties);
    pdf.heading(english.title);
    writeDisclosure(english);
  }
  return pdf.save();
};
