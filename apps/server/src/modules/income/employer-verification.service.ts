import { type EmployerVerification } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readLatestIncomeVerification, requireParticipantApplication } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { WORKING_STATUS, requireMethod, notAtIncomeStep, statusAfter } from './income-rules';

/**
 * income/employer-verification: records who at the employer confirms the income and moves INCOME_VERIFICATION to
 * EMPLOYMENT_VERIFICATION (VERIFY_EMPLOYMENT). A replay answers the status.
 */
export const requestEmployerVerification = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: EmployerVerification,
): Promise<HelocStatus> => {
  await inTransaction(ctx, async ({ db, workflow }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    requireMethod(row, 'EMPLOYER_VERIFICATION');
    const latest = await readLatestIncomeVerification(db, uuid);
    if (latest?.method === 'EMPLOYER_VERIFICATION' && row.checklist_status !== WORKING_STATUS) return;
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    await workflow.verification.requestIncomeVerification(
      db,
      row,
      { method: 'EMPLOYER_VERIFICATION', employer: { ...body } },
      { by: `identity:${identityUuid}` },
    );
  });
  return statusAfter(ctx, uuid, identityUuid);
};
