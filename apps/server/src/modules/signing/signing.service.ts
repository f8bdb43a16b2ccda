import {
  type ChecklistStatus,
  type ClosingDocumentKey,
  SIGNATURE_PLACES,
  SIGNING_CONSENT_VERSION,
  SIGNING_MESSAGES,
  type SignerRole,
  signerRoleOf,
} from '@heloc/domain';
import type { ClosingPackage, HelocStatus, SignPlaceBody, SigningConsentBody } from '@heloc/domain/contracts';
import { randomUUID } from 'node:crypto';
import type { Participation } from '../../platform/auth/access';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import {
  readClosingDocuments,
  readSignerName,
  readSigningPackage,
  readParticipantApplication,
  statusOf,
} from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';

/*
 * E-signing of the closing package by any participant of the application: the primary applicant as the
 * borrower, everyone else as an owner (packages/domain/src/signing). Each call is for the caller himself.
 */

/** Who is calling (their part in the application, checked by the route builder) and from where: kept with the consent and every signature (the audit trail). */
export interface SigningClient extends Participation {
  ip: string;
  userAgent: string;
}

const by = (identityUuid: string) => `identity:${identityUuid}`;

/** The statuses in which the borrower signs (docs/product/registration-and-routing.md §4: both route to signing/intro). */
const BORROWER_SIGNING: readonly ChecklistStatus[] = ['NOTE_SIGNING', 'FINAL_OFFER'];
/** An owner signs once the package exists, before or after the borrower, until the notary steps begin. */
const OWNER_SIGNING: readonly ChecklistStatus[] = ['NOTE_SIGNING', 'FINAL_OFFER', 'GEN_NOTE_SIGNING', 'CO_DEED_REQ'];

const placesOf = (key: string, role: SignerRole) => SIGNATURE_PLACES[key as ClosingDocumentKey]?.[role] ?? [];

const packageOf = async (
  ctx: ServiceContext,
  row: ApplicationRow,
  identityUuid: string,
  role: SignerRole,
): Promise<ClosingPackage> => {
  const { documents, session, reads, signatures } = await readSigningPackage(ctx.db, row.uuid, identityUuid);
  const readAt = new Map(reads.map((r) => [r.closing_document_uuid, r.read_at]));
  const consented = session?.consent_version === SIGNING_CONSENT_VERSION ? session.consented_at : null;
  return {
    ready: documents.length > 0,
    role,
    consent: { version: SIGNING_CONSENT_VERSION, consentedAt: consented?.toISOString() ?? null },
    complete: Boolean(session?.completed_at),
    documents: documents.map((doc) => ({
      id: doc.uuid,
      key: doc.doc_key as ClosingDocumentKey,
      title: doc.title,
      documentUuid: doc.document_uuid,
      sha256: doc.sha256,
      readAt: readAt.get(doc.uuid)?.toISOString() ?? null,
      signedDocumentUuid: doc.signed_document_uuid,
      places: placesOf(doc.doc_key, role).map((place) => ({
        key: place.key,
        label: place.label,
        signedAt:
          signatures
            .find((s) => s.closing_document_uuid === doc.uuid && s.place_key === place.key)
            ?.signed_at.toISOString() ?? null,
      })),
    })),
  };
};

/** The caller's view of the closing package. */
export const getClosingPackage = async (ctx: ServiceContext, caller: Participation) => {
  const row = await readParticipantApplication(ctx.db, caller);
  return packageOf(ctx, row, caller.identityUuid, signerRoleOf(caller.role));
};

const requireReady = async (ctx: ServiceContext, row: ApplicationRow) => {
  if (!row.closing_package_at) throw new AppError('conflict', SIGNING_MESSAGES.notReady);
};

/** The caller consents to sign electronically, with the location the browser gave (or none). */
export const consentToSign = (ctx: ServiceContext, client: SigningClient, body: SigningConsentBody) =>
  inTransaction(ctx, async (tx) => {
    const row = await readParticipantApplication(tx.db, client);
    const role = signerRoleOf(client.role);
    await requireReady(tx, row);
    await tx.workflow.closing.consentToSign(tx.db, {
      applicationUuid: row.uuid,
      identityUuid: client.identityUuid,
      signerRole: role,
      version: body.version,
      ip: client.ip,
      userAgent: client.userAgent,
      location: body.location,
    });
    return packageOf(tx, row, client.identityUuid, role);
  });

const requireDocument = async (ctx: ServiceContext, row: ApplicationRow, documentId: string) => {
  const doc = (await readClosingDocuments(ctx.db, row.uuid)).find((d) => d.uuid === documentId);
  if (!doc) throw new AppError('not_found', NOT_FOUND);
  return doc;
};

/** The caller's viewer reached the end of a document. */
export const markDocumentRead = (ctx: ServiceContext, caller: Participation, documentId: string) =>
  inTransaction(ctx, async (tx) => {
    const row = await readParticipantApplication(tx.db, caller);
    const doc = await requireDocument(tx, row, documentId);
    await tx.workflow.closing.recordRead(tx.db, doc.uuid, caller.identityUuid);
    return packageOf(tx, row, caller.identityUuid, signerRoleOf(caller.role));
  });

/**
 * Signs one place of the caller in a document. The application row is locked, so two submits of the same place are
 * one signature (the second finds it signed and answers the package unchanged).
 */
export const signPlace = (ctx: ServiceContext, client: SigningClient, documentId: string, body: SignPlaceBody) =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, client);
    const uuid = row.uuid;
    const role = signerRoleOf(client.role);
    const doc = await requireDocument(tx, row, documentId);
    const place = placesOf(doc.doc_key, role).find((p) => p.key === body.place);
    if (!place) throw new AppError('bad_request', SIGNING_MESSAGES.notYourPlace);
    const { session, reads, signatures } = await readSigningPackage(tx.db, uuid, client.identityUuid);
    const signed = signatures.some((s) => s.closing_document_uuid === doc.uuid && s.place_key === place.key);
    if (signed) return packageOf(tx, row, client.identityUuid, role);

    const statuses = role === 'BORROWER' ? BORROWER_SIGNING : OWNER_SIGNING;
    if (session?.completed_at || !statuses.includes(row.checklist_status as ChecklistStatus)) {
      throw new AppError('conflict', SIGNING_MESSAGES.notSigning);
    }
    if (!session?.consented_at || session.consent_version !== SIGNING_CONSENT_VERSION) {
      throw new AppError('conflict', SIGNING_MESSAGES.consentFirst);
    }
    const read = reads.some((r) => r.closing_document_uuid === doc.uuid);
    if (!read) throw new AppError('conflict', SIGNING_MESSAGES.readFirst);
    if (body.documentSha256 !== doc.sha256) throw new AppError('conflict', SIGNING_MESSAGES.documentChanged);
    if (body.signature.type === 'DRAWN' && !isPng(body.signature.image)) {
      throw new AppError('bad_request', 'Please draw your signature');
    }

    const signerName =
      role === 'BORROWER'
        ? [row.applicant?.firstName, row.applicant?.lastName].filter(Boolean).join(' ')
        : await readSignerName(tx.db, uuid, client.identityUuid);
    await tx.workflow.closing.sign(tx.db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      closing_document_uuid: doc.uuid,
      place_key: place.key,
      identity_uuid: client.identityUuid,
      signer_role: role,
      signer_name: signerName,
      kind: body.signature.type,
      typed_text: body.signature.type === 'TYPED' ? body.signature.text : null,
      image: body.signature.type === 'DRAWN' ? body.signature.image : null,
      document_sha256: body.documentSha256,
      ip: client.ip,
      user_agent: client.userAgent,
      location: session.location,
    });
    return packageOf(tx, row, client.identityUuid, role);
  });

/** The bytes of a PNG data URL start with the PNG signature. */
const isPng = (dataUrl: string): boolean => {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
};

/**
 * The caller finished: every place of theirs is signed. The borrower moves the application to GEN_NOTE_SIGNING
 * (the engine makes the signed copies and decides what follows); an additional signer is recorded as signed with the
 * engine (workflow.additionalSignerSigned) and new signed copies are made. A replay answers the status.
 */
export const completeSigning = (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> =>
  inTransaction(ctx, async (tx) => {
    const { applicationUuid: uuid, identityUuid } = caller;
    let row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const role = signerRoleOf(caller.role);
    const pkg = await packageOf(tx, row, identityUuid, role);
    if (pkg.complete) return statusOf(row);
    if (!pkg.ready) throw new AppError('conflict', SIGNING_MESSAGES.notReady);
    const statuses = role === 'BORROWER' ? BORROWER_SIGNING : OWNER_SIGNING;
    if (!statuses.includes(row.checklist_status as ChecklistStatus)) {
      throw new AppError('conflict', SIGNING_MESSAGES.notSigning);
    }
    if (pkg.documents.some((doc) => doc.places.some((place) => place.signedAt === null))) {
      throw new AppError('conflict', SIGNING_MESSAGES.unsignedPlaces);
    }
    await tx.workflow.closing.completeSigning(tx.db, uuid, identityUuid);
    if (role === 'BORROWER') {
      row = await tx.workflow.advance(
        tx.db,
        row,
        { checklistStatus: 'GEN_NOTE_SIGNING' },
        { by: by(identityUuid), next: 'GEN_NOTE_SIGNING' },
      );
      return statusOf(row);
    }
    row = await tx.workflow.additionalSignerSigned(tx.db, row, identityUuid, { by: by(identityUuid) });
    row = await tx.workflow.advance(tx.db, row, {}, { by: by(identityUuid), next: 'SIGNED_COPIES' });
    return statusOf(row);
  });
