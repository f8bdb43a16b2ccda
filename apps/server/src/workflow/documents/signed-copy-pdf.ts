import { createPdfWriter } from './pdf-writer';

/*
 * GEN_NOTE_SIGNING: the signed copy of a closing document. The original pages are kept byte for byte in
 * content, followed by a signature page (each signature where it was given) and a certificate of completion: the
 * audit trail of every signature (who, as what, when, from which IP address and browser, where, and the SHA-256 of
 * the exact bytes signed), so anyone holding the copy can check it against the original.
 */

export interface SignedCopySignature {
  signerName: string;
  /** 'Borrower' or 'Owner'. */
  roleLabel: string;
  placeLabel: string;
  signature: { png: Uint8Array } | { typed: string };
  signedAt: Date;
  ip: string;
  userAgent: string;
  location: { latitude: number; longitude: number; accuracy: number | null } | null;
  consentedAt: Date | null;
  documentSha256: string;
}

export interface SignedCopyInput {
  original: Uint8Array;
  title: string;
  originalSha256: string;
  loanNumber: string;
  lenderName: string;
  signatures: readonly SignedCopySignature[];
  producedAt: Date;
}

const instant = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const where = (location: SignedCopySignature['location']) =>
  location
    ? `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}${location.accuracy !== null ? ` (within ${Math.round(location.accuracy)} m)` : ''}`
    : 'Not shared by the signer';

/** The original document with its signature page and certificate of completion appended. */
export const signedCopyPdf = async (input: SignedCopyInput): Promise<Uint8Array> => {
  const certificate = await createPdfWriter({
    title: `${input.title} (signed)`,
    author: input.lenderName,
    footer: `${input.lenderName} - certificate of completion - ${input.title} - Loan ${input.loanNumber}`,
    createdAt: input.producedAt,
  });
  certificate.title('Signatures', `${input.title} - Loan number ${input.loanNumber}`);
  for (const s of input.signatures) {
    certificate.heading(s.placeLabel);
    // A drawn image the PDF library cannot read (it passed the PNG signature check) falls back to the typed name.
    await certificate.signature(s.signature).catch(() => certificate.signature({ typed: s.signerName }));
    certificate.paragraph(`${s.signerName}, ${s.roleLabel} - signed electronically on ${instant(s.signedAt)}`);
  }
  certificate.pageBreak();
  certificate.title('Certificate of completion', `${input.title} - Loan number ${input.loanNumber}`);
  certificate.rows([
    { label: 'Document', value: input.title },
    { label: 'SHA-256 of the document signed', value: input.originalSha256 },
    { label: 'Signatures', value: String(input.signatures.length) },
    { label: 'Certificate produced', value: instant(input.producedAt) },
  ]);
  for (const s of input.signatures) {
    certificate.section(`${s.signerName} (${s.roleLabel})`, [
      { label: 'Signature place', value: s.placeLabel },
      { label: 'Signature', value: 'typed' in s.signature ? `Typed: ${s.signature.typed}` : 'Drawn' },
      { label: 'Consented to sign electronically', value: s.consentedAt ? instant(s.consentedAt) : 'Not recorded' },
      { label: 'Signed', value: instant(s.signedAt) },
      { label: 'IP address', value: s.ip },
      { label: 'Browser', value: s.userAgent.slice(0, 300) },
      { label: 'Location', value: where(s.location) },
      { label: 'SHA-256 the signer was shown', value: s.documentSha256 },
    ]);
  }
  certificate.paragraph(
    'Each signer consented to sign electronically under the federal E-SIGN Act before signing. The SHA-256 values ' +
      'identify the exact document each signer read and signed.',
    { muted: true },
  );
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.load(input.original);
  const appendix = await PDFDocument.load(await certificate.save());
  for (const page of await out.copyPages(appendix, appendix.getPageIndices())) out.addPage(page);
  out.setModificationDate(input.producedAt);
  return out.save();
};
