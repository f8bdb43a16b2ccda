import {
  ADVERSE_ACTION_HEADINGS,
  ECOA_NOTICE,
  ecoaAgencySentence,
  FCRA_BUREAU_NOTICE,
  FCRA_SCORE_NOTICE,
  formatDisplayDate,
} from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import { createPdfWriter } from './pdf-writer';

/*
 * The adverse action notice as a letter (Reg B 1002.9 and sample form C-1; FCRA §615(a)): the decision and
 * its principal reasons, the credit score disclosure with the bureau's contact details, and the ECOA notice. The
 * screen (error/decline) shows the same notice from the same data and texts.
 */
export const adverseActionPdf = async (notice: AdverseActionNotice): Promise<Uint8Array> => {
  const decidedAt = new Date(notice.decidedAt);
  const pdf = await createPdfWriter({
    title: 'Notice of action taken and statement of reasons',
    author: notice.lender.name,
    subject: `Home equity line of credit application for ${notice.propertyAddress}`,
    footer: `${notice.lender.name} - notice of action taken ${formatDisplayDate(decidedAt)}`,
    createdAt: decidedAt,
  });
  pdf.title(
    'Notice of action taken and statement of reasons',
    `${notice.lender.name} - ${formatDisplayDate(decidedAt)}`,
  );
  pdf.section('Your application', [
    { label: 'Applicant', value: notice.applicantName },
    { label: 'Property', value: notice.propertyAddress },
    { label: 'Credit applied for', value: 'Home equity line of credit' },
    { label: 'Action taken', value: 'Application declined' },
  ]);
  pdf.paragraph(
    `${ADVERSE_ACTION_HEADINGS[notice.category]}. Thank you for applying. After careful review we are unable to ` +
      'approve your application for the following principal reasons:',
  );
  pdf.rows(notice.reasons.map((reason, index) => ({ label: `Reason ${index + 1}`, value: reason.text })));
  if (notice.creditScore) {
    const score = notice.creditScore;
    pdf.heading('Your credit score and the consumer reporting agency');
    pdf.paragraph(FCRA_SCORE_NOTICE);
    pdf.rows([
      { label: 'Your credit score', value: String(score.score) },
      { label: 'Date', value: formatDisplayDate(new Date(score.scoreDate)) },
      { label: 'Scores range', value: `from a low of ${score.rangeMin} to a high of ${score.rangeMax}` },
      { label: 'Score model', value: score.model },
      ...score.keyFactors.map((factor, index) => ({ label: `Key factor ${index + 1}`, value: factor })),
    ]);
    pdf.paragraph(FCRA_BUREAU_NOTICE);
    pdf.rows([
      { label: 'Consumer reporting agency', value: score.bureau.name },
      { label: 'Address', value: score.bureau.address },
      { label: 'Toll-free phone', value: score.bureau.phone },
      { label: 'Website', value: score.bureau.website },
    ]);
  }
  pdf.heading('Notice: Equal Credit Opportunity Act');
  pdf.paragraph(`${ECOA_NOTICE} ${ecoaAgencySentence(notice.agency)}`);
  pdf.section('Creditor', [
    { label: 'Name', value: notice.lender.name },
    { label: 'Address', value: notice.lender.address },
    { label: 'NMLS ID', value: notice.lender.nmls },
    { label: 'Questions', value: notice.lender.phone },
  ]);
  return pdf.save();
};
