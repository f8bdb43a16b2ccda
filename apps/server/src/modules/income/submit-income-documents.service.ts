import { INCOME_DOCUMENTS_INCOMPLETE_MESSAGE } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readLatestIncomeVerification } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { listIncomeDocuments, missingDocuments } from './income-documents';
import { WORKING_STATUS, requireMethod, notAtIncomeStep, statusAfter } from './income-rules';
import type { Participation } from '../../platform/auth/access';

/**
 * income/upload/{type} Submit: every asked-for count reached (else 400), the documents go to the verifier
 * (VERIFY_INCOME). A replay answers the status.
 */
export const submitIncomeDocuments = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  await inTransaction(ctx, async ({ db, workflow }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
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
  return statusAfter(ctx, caller);
};
