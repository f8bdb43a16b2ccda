import { ADVERSE_ACTION_REASONS, formatDisplayDate, type Language } from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import { ADVERSE_ACTION_TEXTS } from './adverse-action-pdf.texts';
import { createPdfWriter } from './pdf-writer';

/*
 * The adverse action notice as a letter (Reg B 1002.9 and sample form C-1; FCRA §615(a)): the decision and
 * its principal reasons, the credit score disclosure with the bureau's contact details, and the ECOA notice. The
 * screen (error/decline) shows the same notice from the same data and texts. In the applicant's language
 * (docs/i18n.md): English unless they read Spanish.
 */
export const adverseActionPdf = async (notice: AdverseActionNotice, language: Language = 'en'): Promise<Uint8Array> => {
  const t = ADVERSE_ACTION_TEXTS[language];
  const decidedAt = new Date(notice.decidedAt);
  // A reason in the form's own words reads in the letter's language; one the lender wrote stays as written.
  const reasonOf = (reason: AdverseActionNotice['reasons'][number]) =>
    reason.text === ADVERSE_ACTION_REASONS[reason.code] ? t.reasons[reason.code] : reason.text;
  const pdf = await createPdfWriter({
    title: t.title,
    author: notice.lender.name,
    subject: t.subject(notice.propertyAddress),
    footer: t.footer(notice.lender.name, formatDisplayDate(decidedAt)),
    createdAt: decidedAt,
  });
  pdf.title(t.title, `${notice.lender.name} - ${formatDisplayDate(decidedAt)}`);
  pdf.section(t.yourApplication, [
    { label: t.applicant, value: notice.applicantName },
    { label: t.property, value: notice.propertyAddress },
    { label: t.creditAppliedFor, value: t.creditAppliedForValue },
    { label: t.actionTaken, value: t.actionTakenValue },
  ]);
  pdf.paragraph(t.reasonsLead(t.headings[notice.category]));
  pdf.rows(notice.reasons.map((reason, index) => ({ label: t.reason(index + 1), value: reasonOf(reason) })));
  if (notice.creditScore) {
    const score = notice.creditScore;
    pdf.heading(t.scoreHeading);
    pdf.paragraph(t.scoreNotice);
    pdf.rows([
      { label: t.yourScore, value: String(score.score) },
      { label: t.date, value: formatDisplayDate(new Date(score.scoreDate)) },
      { label: t.scoresRange, value: t.scoresRangeValue(score.rangeMin, score.rangeMax) },
      { label: t.scoreModel, value: score.model },
      ...score.keyFactors.map((factor, index) => ({ label: t.keyFactor(index + 1), value: factor })),
    ]);
    pdf.paragraph(t.bureauNotice);
    pdf.rows([
      { label: t.agency, value: score.bureau.name },
      { label: t.address, value: score.bureau.address },
      { label: t.tollFree, value: score.bureau.phone },
      { label: t.website, value: score.bureau.website },
    ]);
  }
  pdf.heading(t.ecoaHeading);
  pdf.paragraph(`${t.ecoaNotice} ${t.ecoaAgency(notice.agency)}`);
  pdf.section(t.creditor, [
    { label: t.name, value: notice.lender.name },
    { label: t.address, value: notice.lender.address },
    { label: t.nmls, value: notice.lender.nmls },
    { label: t.questions, value: notice.lender.phone },
  ]);
  return pdf.save();
};
