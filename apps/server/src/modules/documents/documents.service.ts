import { mayAdditionalSignerOpen } from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { findParticipantRole } from '../../platform/database/participants.repo';
import type { DocumentRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { findDocumentRecord, listDocumentRecords, type NewDocument, storeDocument } from '../../platform/storage';
import type { ServiceContext } from '../service-context';

export const toApplicationDocument = (row: DocumentRow): ApplicationDocument => ({
  uuid: row.uuid,
  kind: row.kind as ApplicationDocument['kind'],
  incomeDocumentType: row.income_document_type as ApplicationDocument['incomeDocumentType'],
  fileName: row.file_name,
  contentType: row.content_type as ApplicationDocument['contentType'],
  size: row.size,
  sha256: row.sha256,
  createdAt: row.created_at.toISOString(),
  uploadedBy: row.uploaded_by as ApplicationDocument['uploadedBy'],
});

/** Stores an upload of a participant (or a generated file) under the configured limit; answers its record. */
export const saveDocument = (ctx: ServiceContext, input: Omit<NewDocument, 'now'>) =>
  storeDocument(ctx.db, ctx.documents, ctx.config.storage.uploadMaxBytes, { ...input, now: ctx.now() });

/** The application's documents, newest first (participants only: anyone else gets 404). */
export const listDocuments = async (
  ctx: ServiceContext,
  applicationUuid: string,
  identityUuid: string,
): Promise<ApplicationDocument[]> => {
  // A participant row names an existing application (its foreign key): the role alone, read beside the list, is the check.
  const [role, rows] = await Promise.all([
    findParticipantRole(ctx.db, applicationUuid, identityUuid),
    listDocumentRecords(ctx.db, applicationUuid),
  ]);
  if (!role) throw new AppError('not_found', NOT_FOUND);
  return rows.map(toApplicationDocument);
};

/**
 * One document's record and bytes, for a participant of its application only; an additional signer opens only the
 * closing documents and their own uploads (domain signers: mayAdditionalSignerOpen). Anyone else gets 404.
 */
export const openDocument = async (
  ctx: ServiceContext,
  applicationUuid: string,
  documentUuid: string,
  identityUuid: string,
) => {
  const role = await findParticipantRole(ctx.db, applicationUuid, identityUuid);
  if (!role) throw new AppError('not_found', NOT_FOUND);
  const row = await findDocumentRecord(ctx.db, applicationUuid, documentUuid);
  const hidden =
    row &&
    role === 'ADDITIONAL_SIGNER' &&
    !mayAdditionalSignerOpen(row.kind, row.uploaded_by_identity === identityUuid);
  const stored = row && !hidden ? await ctx.documents.get(row.storage_key) : null;
  if (!row || !stored) throw new AppError('not_found', NOT_FOUND);
  return { row, body: stored.body };
};
