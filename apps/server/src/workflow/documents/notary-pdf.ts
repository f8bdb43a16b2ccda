import { formatDisplayDate } from '@heloc/domain';
import type { NotaryRule } from '../providers/notary';
import { createPdfWriter } from './pdf-writer';

/*
 * The notary disclosure (GEN_NOTARY_DISCLOSURE) tells the borrower how the deed will be notarised and what
 * it costs; the notarial certificate records a remote notarisation (the notary, the ID checked, the seal).
 */

export interface NotaryDisclosureInput {
  lenderName: string;
  loanNumber: string | null;
  borrowerName: string;
  propertyLine: string;
  rule: NotaryRule;
  feeDollars: number;
  generatedAt: Date;
  /** The property's time zone: the disclosure is dated on its calendar. */
  timeZone: string;
}

export const notaryDisclosurePdf = async (input: NotaryDisclosureInput): Promise<Uint8Array> => {
  const pdf = await createPdfWriter({
    title: 'Notary disclosure',
    author: input.lenderName,
    subject: `Notary disclosure${input.loanNumber ? `, loan ${input.loanNumber}` : ''}`,
    footer: `${input.lenderName}. Loan ${input.loanNumber ?? 'not yet numbered'}.`,
    createdAt: input.generatedAt,
  });
  pdf.title(
    'Notary disclosure',
    `${input.lenderName}. Prepared ${formatDisplayDate(input.generatedAt, input.timeZone)}.`,
  );
  pdf.section('Your closing', [
    { label: 'Borrower', value: input.borrowerName },
    { label: 'Property', value: input.propertyLine },
    { label: 'County', value: input.rule.county ?? 'Not needed for this state' },
    {
      label: 'Notarisation',
      value: input.rule.mode === 'REMOTE' ? 'Online, with a remote notary (eNotary)' : 'In person, with a notary',
    },
    {
      label: 'Notary fee',
      value: input.rule.mode === 'REMOTE' ? 'None' : `$${input.feeDollars}, paid to the notary at the appointment`,
    },
    { label: 'Attorney review', value: input.rule.attorneyReview ? 'Yes, before the signing' : 'Not required' },
    {
      label: 'Waiting period',
      value:
        input.rule.waitingPeriodBusinessDays > 0
          ? `${input.rule.waitingPeriodBusinessDays} business day(s) before the signing`
          : 'None',
    },
  ]);
  pdf.paragraph(input.rule.reason);
  pdf.paragraph(
    'Everyone on the title signs the deed of trust (or mortgage) before the notary. Bring an unexpired government ' +
      'photo ID. For a primary residence you may cancel within three business days after the signing; the line is ' +
      'funded after that period ends and the deed is recorded.',
  );
  return pdf.save();
};

export interface NotarialCertificateInput {
  lenderName: string;
  loanNumber: string | null;
  signerName: string;
  propertyLine: string;
  notaryName: string;
  commission: string;
  idDocument: string;
  sealedAt: Date;
}

export const notarialCertificatePdf = async (input: NotarialCertificateInput): Promise<Uint8Array> => {
  const pdf = await createPdfWriter({
    title: 'Certificate of remote online notarization',
    author: input.lenderName,
    subject: `Notarial certificate, ${input.signerName}`,
    footer: `${input.lenderName}. Loan ${input.loanNumber ?? 'not yet numbered'}.`,
    createdAt: input.sealedAt,
  });
  pdf.title('Certificate of remote online notarization', `Sealed ${input.sealedAt.toISOString()}`);
  pdf.section('Acknowledgment', [
    { label: 'Signer', value: input.signerName },
    { label: 'Document', value: 'Deed of trust / mortgage securing the home equity line of credit' },
    { label: 'Property', value: input.propertyLine },
    { label: 'Identity proofed by', value: `${input.idDocument}, credential analysis and knowledge-based questions` },
    { label: 'Notary', value: input.notaryName },
    { label: 'Commission', value: input.commission },
  ]);
  pdf.paragraph(
    `The signer named above appeared before me by audio-video communication, was identified as shown, and ` +
      `acknowledged signing the document for the purposes stated in it. Sandbox notarisation: not a legal record.`,
  );
  return pdf.save();
};
