import {
  CLOSING_DOCUMENT_KEYS,
  type ClosingDocumentKey,
  SIGNATURE_PLACES,
  closingDocumentTitle,
  hasRightToCancel,
  LINE_DRAW_PERIOD_YEARS,
  originationFeeDollars,
  type OrgMetaData,
} from '@heloc/domain';
import type { Offer, SelectedOffer } from '@heloc/domain/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ApplicationRow, FloodCertificateSnapshot } from '../../platform/database/schema';
import { type DocumentStore, findDocumentRecord, storeDocument } from '../../platform/storage';
import { chosenOfferOf } from '../documents/application-summary-data';
import { type ClosingTerms, closingDocumentPdf } from '../documents/closing-package-pdf';
import { type SignedCopySignature, signedCopyPdf } from '../documents/signed-copy-pdf';
import { nextAfterPrimarySigned } from '../signers/next-after-primary-signed';
import {
  insertClosingDocument,
  listClosingDocumentRows,
  listOwnerNames,
  listSignaturesWithConsent,
  setSignedCopy,
} from './closing.repo';
import type { Step } from './step';
import { applicantOf, propertyAddressOf, propertyTimeZoneOf } from './step-inputs';
import { findOrganization } from '../../platform/org/organizations.repo';

/*
 * Documents and signing:
 *   bank/confirm ─▶ GEN_CLOSING_DISCLOSURE ─[GEN_CLOSING_DISCLOSURE]─▶ NOTE_SIGNING (signing/intro, signing/sign)
 *       (flood certificate pending: waitingOnFloodCert, error/flood-cert; asked again when the vendor says)
 *   the borrower finishes signing ─▶ GEN_NOTE_SIGNING ─[GEN_NOTE_SIGNING]─▶ CO_DEED_REQ | GEN_NOTARY_DISCLOSURE
 *   an additional signer finishes ─[SIGNED_COPIES]─▶ (status unchanged) new signed copies
 */

/** Generated here, not uploaded: the store's upload limit does not apply (the inspection still checks the type). */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

const lenderOf = async (trx: Db, row: ApplicationRow) => {
  const org = await findOrganization(trx, row.org_code);
  const meta = (org?.org_meta_data ?? {}) as Partial<OrgMetaData>;
  return {
    name: meta.companyName ?? row.org_code,
    nmls: meta.nmls ?? null,
    supportEmail: meta.supportEmail ?? '',
    supportPhone: meta.supportPhone ?? '',
  };
};

const termsOf = async (
  trx: Db,
  row: ApplicationRow,
  flood: FloodCertificateSnapshot,
  now: Date,
): Promise<ClosingTerms> => {
  const chosen = chosenOfferOf(row);
  const selected = row.selected_offer as SelectedOffer | null;
  const offer = ((row.offers ?? []) as Offer[]).find((o) => o.term === selected?.term && o.type === selected?.type);
  if (!chosen || !offer) throw new Error(`Application ${row.uuid} reached closing without a chosen offer`);
  const address = propertyAddressOf(row);
  return {
    borrowerName: [row.applicant?.firstName, row.applicant?.middleName, row.applicant?.lastName]
      .filter(Boolean)
      .join(' '),
    ownerNames: await listOwnerNames(trx, row.uuid),
    propertyAddress: [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
      .filter(Boolean)
      .join(', '),
    propertyState: address.state,
    lender: await lenderOf(trx, row),
    loanNumber: row.loan_number ?? row.uuid.slice(0, 8).toUpperCase(),
    creditLimit: offer.max,
    drawAmount: chosen.drawAmount,
    originationFeeRate: chosen.originationFee,
    originationFeeDollars: originationFeeDollars(chosen.drawAmount, chosen.originationFee),
    recordingTax: offer.maxRecordingTax,
    apr: chosen.rate,
    rateType: chosen.type === 'VARIABLE' ? 'VARIABLE' : 'FIXED',
    additionalDrawRate: offer.otherRate ?? null,
    termYears: chosen.term,
    // The draw period the dashboard's line keeps to (docs/decisions.md "Draws after funding").
    drawPeriodYears: Math.min(LINE_DRAW_PERIOD_YEARS, chosen.term),
    monthlyPayment: chosen.monthlyPayment,
    flood,
    generatedAt: now,
    timeZone: propertyTimeZoneOf(row),
  };
};

/** The documents of this application's package: the notice of the right to cancel only for a principal dwelling. */
export const packageKeysOf = (row: ApplicationRow): ClosingDocumentKey[] =>
  CLOSING_DOCUMENT_KEYS.filter((key) => key !== 'RIGHT_TO_CANCEL' || hasRightToCancel(row.occupancy_type));

const fileNameOf = (title: string, loanNumber: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${loanNumber}.pdf`;

const generatePackage = async (
  trx: Db,
  documents: DocumentStore,
  row: ApplicationRow,
  flood: FloodCertificateSnapshot,
  now: Date,
) => {
  if ((await listClosingDocumentRows(trx, row.uuid)).length > 0) return;
  const terms = await termsOf(trx, row, flood, now);
  const keys = packageKeysOf(row);
  for (const [position, key] of keys.entries()) {
    const title = closingDocumentTitle(key, terms.propertyState);
    const bytes = await closingDocumentPdf(key, title, terms);
    const stored = await storeDocument(trx, documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'CLOSING_DISCLOSURE',
      bytes,
      fileName: fileNameOf(title, terms.loanNumber),
      uploadedBy: 'SYSTEM',
      now,
    });
    await insertClosingDocument(trx, {
      uuid: randomUUID(),
      application_uuid: row.uuid,
      doc_key: key,
      title,
      position,
      document_uuid: stored.uuid,
      sha256: stored.sha256,
      created_at: now,
    });
  }
};

export const closingDisclosure: Step = {
  from: 'GEN_CLOSING_DISCLOSURE',
  async run({ trx, row, providers, now, documents }) {
    let flood = row.flood_certificate;
    let orders = row.flood_cert_orders;
    if (!flood) {
      const order = await providers.flood.orderCertificate(applicantOf(row), propertyAddressOf(row), orders);
      orders += 1;
      if (order.status === 'PENDING') {
        return {
          patch: { waitingOnFloodCert: true },
          data: { flood_cert_orders: orders },
          next: 'GEN_CLOSING_DISCLOSURE',
          nextAfterMs: order.retryAfterMs,
        };
      }
      flood = { ...order.certificate, determinedAt: now.toISOString() };
    }
    await generatePackage(trx, documents, row, flood, now);
    return {
      patch: { checklistStatus: 'NOTE_SIGNING', waitingOnFloodCert: false },
      data: {
        flood_cert_orders: orders,
        flood_certificate: json(flood),
        flood_zone: flood.zone,
        closing_package_at: now,
      },
    };
  },
};

const roleLabel = (role: string) => (role === 'BORROWER' ? 'Borrower' : 'Owner');

const placeLabel = (key: string, role: string, place: string) =>
  (SIGNATURE_PLACES[key as ClosingDocumentKey]?.[role as 'BORROWER' | 'OWNER'] ?? []).find((p) => p.key === place)
    ?.label ?? place;

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * A signed copy of every closing document that has signatures its last copy does not carry (the borrower's first,
 * an additional signer's later): the original with a signature page and a certificate of completion.
 */
export const produceSignedCopies = async (trx: Db, documents: DocumentStore, row: ApplicationRow, now: Date) => {
  const lender = await lenderOf(trx, row);
  for (const doc of await listClosingDocumentRows(trx, row.uuid)) {
    const signatures = await listSignaturesWithConsent(trx, doc.uuid);
    if (signatures.length === 0 || signatures.length === doc.signed_copy_signatures) continue;
    const record = await findDocumentRecord(trx, row.uuid, doc.document_uuid);
    const original = record ? await documents.getBytes(record.storage_key) : null;
    if (!original) throw new Error(`Closing document ${doc.uuid} has no stored original`);
    const bytes = await signedCopyPdf({
      original,
      title: doc.title,
      originalSha256: doc.sha256,
      loanNumber: row.loan_number ?? row.uuid.slice(0, 8).toUpperCase(),
      lenderName: lender.name,
      producedAt: now,
      signatures: signatures.map((s): SignedCopySignature => ({
        signerName: s.signer_name,
        roleLabel: roleLabel(s.signer_role),
        placeLabel: placeLabel(doc.doc_key, s.signer_role, s.place_key),
        signature: s.kind === 'DRAWN' && s.image ? { png: pngOf(s.image) } : { typed: s.typed_text ?? s.signer_name },
        signedAt: s.signed_at,
        ip: s.ip,
        userAgent: s.user_agent,
        location: s.location,
        consentedAt: s.consented_at,
        documentSha256: s.document_sha256,
      })),
    });
    const stored = await storeDocument(trx, documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'SIGNED_DOCUMENT',
      bytes,
      fileName: `${doc.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-signed.pdf`,
      uploadedBy: 'SYSTEM',
      subjectUuid: doc.uuid,
      now,
    });
    await setSignedCopy(trx, doc.uuid, stored.uuid, signatures.length);
  }
};

export const noteSigning: Step = {
  from: 'GEN_NOTE_SIGNING',
  async run({ trx, row, now, documents, providers }) {
    await produceSignedCopies(trx, documents, row, now);
    // The title report's co-owners are read with the providers (workflow/signers).
    return { patch: { checklistStatus: await nextAfterPrimarySigned(trx, row, providers, now) } };
  },
};

export const signedCopies: Step = {
  from: 'ANY',
  async run({ trx, row, now, documents }) {
    await produceSignedCopies(trx, documents, row, now);
    return { patch: {} };
  },
};
