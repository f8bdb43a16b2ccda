import {
  INCOME_DOCUMENTS_INCOMPLETE_MESSAGE,
  INCOME_METHOD_NOT_OFFERED_MESSAGE,
  type IncomeDocumentType,
} from '@heloc/domain';
import type { ApplicationDocument, HelocStatus } from '@heloc/domain/contracts';
import { createHash, randomUUID } from 'node:crypto';
import type { ApplicationRow, DocumentRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { deleteDocumentRecord } from '../../platform/storage';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import {
  findLatestVerification,
  type IncomeVerificationRow,
  insertVerification,
  listIncomeDocuments,
} from '../../workflow';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { WORKING_STATUS, optionsOf, requireMethod, notAtIncomeStep, statusAfter } from './income-rules';

/** income/upload/{type}: the documents of an upload verification, removed before submit, then submitted. */
/** Whether submitted documents are with the verifier (nothing may be added or removed meanwhile). */
const isDocumentsPending = (latest: IncomeVerificationRow | undefined) =>
  latest?.method === 'DOCUMENT_UPLOAD' && latest.status === 'PENDING';

const requireDocumentsOpen = async (ctx: ServiceContext, row: ApplicationRow) => {
  if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
  if (isDocumentsPending(await findLatestVerification(ctx.db, row.uuid))) {
    throw new AppError('conflict', 'Your documents are with our reviewers: nothing can be added or removed now');
  }
};

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

/** How many documents of each asked-for type are still missing (empty: every count reached). */
export const missingDocuments = (row: ApplicationRow, uploaded: readonly DocumentRow[]) =>
  optionsOf(row)
    .documents.map(({ type, count }) => ({
      type,
      missing: count - uploaded.filter((d) => d.income_document_type === type).length,
    }))
    .filter((d) => d.missing > 0);

/**
 * income/upload/{type} Submit: every asked-for count reached (else 400), the documents go to the verifier
 * (VERIFY_INCOME). A replay answers the status.
 */
export const submitIncomeDocuments = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> => {
  await inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    const latest = await findLatestVerification(db, uuid);
    if (
      latest?.method === 'DOCUMENT_UPLOAD' &&
      (latest.status === 'PENDING' || row.checklist_status !== WORKING_STATUS)
    ) {
      return;
    }
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    requireMethod(row, 'DOCUMENT_UPLOAD');
    if (missingDocuments(row, await listIncomeDocuments(db, uuid)).length > 0) {
      throw new AppError('bad_request', INCOME_DOCUMENTS_INCOMPLETE_MESSAGE);
    }
    await insertVerification(db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      method: 'DOCUMENT_UPLOAD',
      institution_id: null,
      status: 'PENDING',
      verified_annual_income: null,
      created_at: now(),
      completed_at: null,
    });
    await workflow.advance(db, row, {}, { by: `identity:${identityUuid}`, next: 'VERIFY_INCOME' });
  });
  return statusAfter(ctx, uuid, identityUuid);
};
