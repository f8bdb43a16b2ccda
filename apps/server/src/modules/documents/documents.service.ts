import { mayAdditionalSignerOpen } from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import type { Participation } from '../../platform/auth/access';
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

/** The application's documents, newest first (its borrower's call: the route builder checked who calls). */
export const listDocuments = async (ctx: ServiceContext, caller: Participation): Promise<ApplicationDocument[]> =>
  (await listDocumentRecords(ctx.db, caller.applicationUuid)).map(toApplicationDocument);

/**
 * One document's record and bytes, for a participant of its application; an additional signer opens only the
 * closing documents and their own uploads (domain signers: mayAdditionalSignerOpen). Any other document is 404.
 */
export const openDocument = async (ctx: ServiceContext, caller: Participation, documentUuid: string) => {
  const row = await findDocumentRecord(ctx.db, caller.applicationUuid, documentUuid);
  const hidden =
    row &&
    caller.role === 'ADDITIONAL_SIGNER' &&
    !mayAdditionalSignerOpen(row.kind, row.uploaded_by_identity === caller.identityUuid);
  const stored = row && !hidden ? await ctx.documents.get(row.storage_key) : null;
  if (!row || !stored) throw new AppError('not_found', NOT_FOUND);
  return { row, body: stored.body };
};
