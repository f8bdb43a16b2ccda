import { type EmployerVerification } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readLatestIncomeVerification } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { WORKING_STATUS, requireMethod, notAtIncomeStep, statusAfter } from './income-rules';
import type { Participation } from '../../platform/auth/access';

/**
 * income/employer-verification: records who at the employer confirms the income and moves INCOME_VERIFICATION to
 * EMPLOYMENT_VERIFICATION (VERIFY_EMPLOYMENT). A replay answers the status.
 */
export const requestEmployerVerification = async (
  ctx: ServiceContext,
  caller: Participation,
  body: EmployerVerification,
): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  await inTransaction(ctx, async ({ db, workflow }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
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
  return statusAfter(ctx, caller);
};
