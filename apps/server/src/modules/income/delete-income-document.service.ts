import {} from '../../workflow';
import { deleteDocumentRecord } from '../../platform/storage';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, requireDocumentsOpen } from './income-documents';
import type { Participation } from '../../platform/auth/access';

/** income/upload/{type}: removes an income document before submission; a replay (already gone) answers ok. */
export const deleteIncomeDocument = async (
  ctx: ServiceContext,
  caller: Participation,
  documentUuid: string,
): Promise<{ ok: true }> => {
  const uuid = caller.applicationUuid;
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
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
