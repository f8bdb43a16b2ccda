import {
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INSTITUTION_UNAVAILABLE_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
} from '@heloc/domain';
import type { LinkIncomeBody } from '@heloc/domain/contracts';
import { applicantOf, readLatestIncomeVerification } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import {
  notAtIncomeStep,
  requireMethod,
  statedIncomeOf,
  statusAfter,
  verificationOf,
  WORKING_STATUS,
} from './income-rules';
import type { Participation } from '../../platform/auth/access';

/**
 * income/link/{type}: links the payroll or bank account through the provider (the credentials go to it only, never
 * stored or logged), records the verification and schedules VERIFY_INCOME. A replay of the same link answers the
 * same verification; a sign-in the provider refuses answers 400 with its message and records nothing.
 */
export const linkIncome = async (ctx: ServiceContext, caller: Participation, body: LinkIncomeBody) => {
  const { applicationUuid: uuid, identityUuid } = caller;
  const verificationUuid = await inTransaction(ctx, async ({ db, workflow }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
    requireMethod(row, body.method);
    const kind = body.method === 'PAYROLL_LINK' ? 'PAYROLL' : 'BANK';
    if (!workflow.providers.accountLink.institutions(kind).some((i) => i.id === body.institutionId)) {
      throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    }
    const latest = await readLatestIncomeVerification(db, uuid);
    const isSameLink = latest?.method === body.method && latest.institution_id === body.institutionId;
    // A double click or a retry: the same link already recorded (still pending, or done and moved on).
    if (isSameLink && (latest.status === 'PENDING' || row.checklist_status !== WORKING_STATUS)) return latest.uuid;
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    const result = await workflow.providers.accountLink.link(
      applicantOf(row),
      { institutionId: body.institutionId, username: body.username, password: body.password },
      statedIncomeOf(row).stated,
    );
    if (result.outcome === 'INVALID_CREDENTIALS') throw new AppError('bad_request', LINK_INVALID_CREDENTIALS_MESSAGE);
    if (result.outcome === 'INSTITUTION_UNAVAILABLE') {
      throw new AppError('bad_request', LINK_INSTITUTION_UNAVAILABLE_MESSAGE);
    }
    if (result.outcome !== 'LINKED') throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    const requested = await workflow.verification.requestIncomeVerification(
      db,
      row,
      {
        method: body.method,
        institutionId: body.institutionId,
        // The payroll provider's yearly gross pay; the verifier confirms it (bank deposits are read by the verifier).
        reportedAnnualIncome: result.payroll?.annualIncomeDollars ?? null,
        ...(result.payroll ? { employer: { employerName: result.payroll.employerName } } : {}),
      },
      { by: `identity:${identityUuid}` },
    );
    return requested.uuid;
  });
  const status = await statusAfter(ctx, caller);
  const latest = await readLatestIncomeVerification(ctx.db, uuid);
  const verification = latest && latest.uuid === verificationUuid ? latest : undefined;
  return { verification: verification ? verificationOf(verification) : { status: 'PENDING' as const }, status };
};
