import { type EmployerVerification } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { randomUUID } from 'node:crypto';
import { json } from '../../platform/database/json';
import { findLatestVerification, insertVerification, requireParticipantApplication } from '../../workflow';
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
  await inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    requireMethod(row, 'EMPLOYER_VERIFICATION');
    const latest = await findLatestVerification(db, uuid);
    if (latest?.method === 'EMPLOYER_VERIFICATION' && row.checklist_status !== WORKING_STATUS) return;
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    await insertVerification(db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      method: 'EMPLOYER_VERIFICATION',
      institution_id: null,
      status: 'PENDING',
      verified_annual_income: null,
      employer: json(body),
      created_at: now(),
      completed_at: null,
    });
    await workflow.advance(
      db,
      row,
      { checklistStatus: 'EMPLOYMENT_VERIFICATION' },
      { by: `identity:${identityUuid}`, next: 'VERIFY_EMPLOYMENT' },
    );
  });
  return statusAfter(ctx, uuid, identityUuid);
};
