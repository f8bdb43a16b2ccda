import type {
  HelocStatus,
  RaiseSandboxConditionBody,
  RejectSandboxConditionBody,
  SetSandboxStatusBody,
  StaffCondition,
} from '@heloc/domain/contracts';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type DecisionInput, readApplicationRow, statusOf } from '../../workflow';
import { toStaffCondition } from '../conditions';
import { inTransaction, type ServiceContext } from '../service-context';

/**
 * A decline through the control API is a decision like any other (Reg B 1002.9): it carries a stated principal
 * reason, so error/decline shows a whole adverse action notice and its PDF, as for a decline the engine makes.
 */
const SANDBOX_DECLINE: DecisionInput = {
  category: 'OTHER',
  reasons: [{ code: 'OTHER', text: 'Declined on review by the lender' }],
};

/**
 * docs/architecture.md: set any status field, bypassing the status machine (operations staff move files past steps the engine
 * does not drive); the contract admits only values the domain enumerates. Every change is recorded in
 * status_history as made by 'sandbox'; a move to DECLINED records its decision (SANDBOX_DECLINE).
 */
export const setSandboxStatus = async (
  ctx: ServiceContext,
  uuid: string,
  body: SetSandboxStatusBody,
): Promise<HelocStatus> =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await workflow.applications.lock(db, uuid);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    const declines = body.checklistStatus === 'DECLINED' && row.checklist_status !== 'DECLINED';
    const options = { by: 'sandbox', bypassMachine: true, ...(declines ? { decision: SANDBOX_DECLINE } : {}) };
    return statusOf(await workflow.advance(db, row, body, options));
  });

/** docs/architecture.md: raise a condition as lender operations would; the borrower sees it in the conditions list. */
export const raiseSandboxCondition = async (
  ctx: ServiceContext,
  uuid: string,
  body: RaiseSandboxConditionBody,
): Promise<StaffCondition> => {
  if (!(await readApplicationRow(ctx.db, uuid))) throw new AppError('not_found', NOT_FOUND);
  return toStaffCondition(
    await ctx.workflow.raiseCondition(ctx.db, { applicationUuid: uuid, ...body, raisedBy: 'sandbox' }),
  );
};

/**
 * Operations staff accept or reject (with a reason the applicant sees) a condition, whatever its state;
 * accepting one the workflow waits for moves the application on. Accepting twice answers the condition; rejecting an
 * accepted condition is 409.
 */
export const decideSandboxCondition = (
  ctx: ServiceContext,
  uuid: string,
  conditionUuid: string,
  body: { decision: 'ACCEPT' } | ({ decision: 'REJECT' } & RejectSandboxConditionBody),
): Promise<StaffCondition> =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await workflow.applications.lock(db, uuid);
    const condition = row && (await workflow.lockCondition(db, uuid, conditionUuid));
    if (!row || !condition) throw new AppError('not_found', NOT_FOUND);
    if (body.decision === 'ACCEPT' && condition.state === 'ACCEPTED') return toStaffCondition(condition);
    const decision = body.decision === 'ACCEPT' ? body : { decision: 'REJECT' as const, reason: body.reason };
    return toStaffCondition(await workflow.decideCondition(db, row, condition, decision, { by: 'sandbox' }));
  });

/**
 * Lets time pass for one application (testers skip a waiting period, an appointment or the three business
 * days of the right to cancel): its pending steps and closing deadlines move `advanceMs` earlier, then what is now
 * due applies. Answers the status after that.
 */
export const moveSandboxClock = async (ctx: ServiceContext, uuid: string, advanceMs: number): Promise<HelocStatus> => {
  // What is due now happens first (a step it starts is then scheduled before the time passes).
  await ctx.workflow.applyDue(uuid);
  await inTransaction(ctx, async ({ db, workflow }) => {
    if (!(await workflow.applications.lock(db, uuid))) throw new AppError('not_found', NOT_FOUND);
    await workflow.applications.letTimePass(db, uuid, advanceMs);
  });
  const status = await ctx.workflow.readStatus(uuid);
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};
