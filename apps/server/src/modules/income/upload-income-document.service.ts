import { INCOME_METHOD_NOT_OFFERED_MESSAGE, type IncomeDocumentType } from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { createHash } from 'node:crypto';
import {} from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, requireDocumentsOpen } from './income-documents';
import { optionsOf } from './income-rules';
import type { Participation } from '../../platform/auth/access';

/**
 * income/upload/{type}: stores one income document (INCOME_DOCUMENT of that type) after the store's checks (size,
 * type by its bytes). The same file sent twice for the same type answers the first record.
 */
export const uploadIncomeDocument = async (
  ctx: ServiceContext,
  caller: Participation,
  documentType: IncomeDocumentType,
  file: { bytes: Uint8Array; fileName: string },
): Promise<{ document: ApplicationDocument; created: boolean }> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (!optionsOf(row).documents.some((d) => d.type === documentType)) {
      throw new AppError('bad_request', INCOME_METHOD_NOT_OFFERED_MESSAGE);
    }
    await requireDocumentsOpen(tx, row);
    // A double click or a retry sends the same bytes again: answer the first record.
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const twin = (await listIncomeDocuments(tx.db, uuid)).find(
      (d) => d.sha256 === sha256 && d.income_document_type === documentType,
    );
    if (twin) return { document: toApplicationDocument(twin), created: false };
    const saved = await saveDocument(tx, {
      applicationUuid: uuid,
      kind: 'INCOME_DOCUMENT',
      incomeDocumentType: documentType,
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: identityUuid,
    });
    return { document: toApplicationDocument(saved), created: true };
  });
};
