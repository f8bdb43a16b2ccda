import {
  ADVERSE_ACTION_HEADINGS,
  ECOA_NOTICE,
  ecoaAgencySentence,
  FCRA_BUREAU_NOTICE,
  FCRA_SCORE_NOTICE,
  formatDisplayDate,
  type Language,
  reasonMessageOf,
} from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import { wordsOf } from '../../platform/i18n/catalogue';
import { textIn } from '../../platform/i18n/format-message';
import { adverseActionPdfMessages as m } from './adverse-action-pdf.messages';
import spanish from './adverse-action-pdf.messages.es';
import { createPdfWriter } from './pdf-writer';

const wordsIn = wordsOf(m, spanish);

/*
 * The adverse action notice as a letter (Reg B 1002.9 and sample form C-1; FCRA §615(a)): the decision and
 * its principal reasons, the credit score disclosure with the bureau's contact details, and the ECOA notice. The
 * screen (error/decline) shows the same notice from the same data and texts. In the applicant's language
 * (docs/i18n.md): English unless they read Spanish; a reason the lender wrote stays as written.
 */
export const adverseActionPdf = async (notice: AdverseActionNotice, language: Language = 'en'): Promise<Uint8Array> => {
  const say = wordsIn(language);
  const domain = (text: Parameters<typeof textIn>[1]) => textIn(language, text);
  const decidedAt = new Date(notice.decidedAt);
  const title = say(m.title);
  const pdf = await createPdfWriter({
    title,
    author: notice.lender.name,
    subject: say(m.subject, { property: notice.propertyAddress }),
    footer: say(m.footer, { lender: notice.lender.name, date: formatDisplayDate(decidedAt) }),
    createdAt: decidedAt,
  });
  pdf.title(title, `${notice.lender.name} - ${formatDisplayDate(decidedAt)}`);
  pdf.section(say(m.yourApplication), [
    { label: say(m.applicant), value: notice.applicantName },
    { label: say(m.property), value: notice.propertyAddress },
    { label: say(m.creditAppliedFor), value: say(m.creditAppliedForValue) },
    { label: say(m.actionTaken), value: say(m.actionTakenValue) },
  ]);
  pdf.paragraph(say(m.reasonsLead, { heading: domain(ADVERSE_ACTION_HEADINGS[notice.category]) }));
  pdf.rows(
    notice.reasons.map((reason, index) => ({
      label: say(m.reason, { number: index + 1 }),
      value: domain(reasonMessageOf(reason)),
    })),
  );
  if (notice.creditScore) {
    const score = notice.creditScore;
    pdf.heading(say(m.scoreHeading));
    pdf.paragraph(domain(FCRA_SCORE_NOTICE));
    pdf.rows([
      { label: say(m.yourScore), value: String(score.score) },
      { label: say(m.date), value: formatDisplayDate(new Date(score.scoreDate)) },
      { label: say(m.scoresRange), value: say(m.scoresRangeValue, { min: score.rangeMin, max: score.rangeMax }) },
      { label: say(m.scoreModel), value: score.model },
      ...score.keyFactors.map((factor, index) => ({ label: say(m.keyFactor, { number: index + 1 }), value: factor })),
    ]);
    pdf.paragraph(domain(FCRA_BUREAU_NOTICE));
    pdf.rows([
      { label: say(m.agency), value: score.bureau.name },
      { label: say(m.address), value: score.bureau.address },
      { label: say(m.tollFree), value: score.bureau.phone },
      { label: say(m.website), value: score.bureau.website },
    ]);
  }
  pdf.heading(say(m.ecoaHeading));
  pdf.paragraph(`${domain(ECOA_NOTICE)} ${domain(ecoaAgencySentence(notice.agency))}`);
  pdf.section(say(m.creditor), [
    { label: say(m.name), value: notice.lender.name },
    { label: say(m.address), value: notice.lender.address },
    { label: say(m.nmls), value: notice.lender.nmls },
    { label: say(m.questions), value: notice.lender.phone },
  ]);
  return pdf.save();
};
