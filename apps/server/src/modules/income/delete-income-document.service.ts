import { requireParticipantApplication } from '../../workflow';
import { deleteDocumentRecord } from '../../platform/storage';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, requireDocumentsOpen } from './income-documents';

/** income/upload/{type}: removes an income document before submission; a replay (already gone) answers ok. */
export const deleteIncomeDocument = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  documentUuid: string,
): Promise<{ ok: true }> => {
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const document = (await listIncomeDocuments(tx.db, uuid)).find((d) => d.uuid === documentUuid);
    if (!document) return null;
    await requireDocumentsOpen(tx, row);
    await deleteDocumentRecord(tx.db, uuid, documentUuid);
    return document;
  });
  // After the commit: a failed delete of the bytes leaves an orphan file, never a record without its file.
  if (removed) await ctx.documents.delete(removed.storage_key);
  return { ok: true };
};
