import { INCOME_DOCUMENTS_INCOMPLETE_MESSAGE } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readLatestIncomeVerification, requireParticipantApplication } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, missingDocuments } from './income-documents';
import { WORKING_STATUS, requireMethod, notAtIncomeStep, statusAfter } from './income-rules';

/**
 * income/upload/{type} Submit: every asked-for count reached (else 400), the documents go to the verifier
 * (VERIFY_INCOME). A replay answers the status.
 */
export const submitIncomeDocuments = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> => {
  await inTransaction(ctx, async ({ db, workflow }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    const latest = await readLatestIncomeVerification(db, uuid);
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
    await workflow.verification.requestIncomeVerification(
      db,
      row,
      { method: 'DOCUMENT_UPLOAD' },
      { by: `identity:${identityUuid}` },
    );
  });
  return statusAfter(ctx, uuid, identityUuid);
};
