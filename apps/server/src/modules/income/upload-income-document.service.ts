import { INCOME_METHOD_NOT_OFFERED_MESSAGE, type IncomeDocumentType } from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { createHash } from 'node:crypto';
import { requireParticipantApplication } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, requireDocumentsOpen } from './income-documents';
import { optionsOf } from './income-rules';

/**
 * income/upload/{type}: stores one income document (INCOME_DOCUMENT of that type) after the store's checks (size,
 * type by its bytes). The same file sent twice for the same type answers the first record.
 */
export const uploadIncomeDocument = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  documentType: IncomeDocumentType,
  file: { bytes: Uint8Array; fileName: string },
): Promise<{ document: ApplicationDocument; created: boolean }> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
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
