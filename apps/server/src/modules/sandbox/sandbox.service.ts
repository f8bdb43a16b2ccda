import type { Condition, HelocStatus, RaiseSandboxConditionBody, SetSandboxStatusBody } from '@heloc/domain/contracts';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { statusOf } from '../../workflow';
import { toCondition } from '../conditions/conditions.service';
import { inTransaction, type ServiceContext } from '../service-context';
import { applicationExists, lockAnyApplication } from './sandbox.repo';

/**
 * DESIGN §5: set any status field, bypassing the status machine (operations staff move files past steps the engine
 * does not drive); the contract admits only values the domain enumerates. Every change is recorded in
 * status_history as made by 'sandbox'.
 */
export const setSandboxStatus = async (
  ctx: ServiceContext,
  uuid: string,
  body: SetSandboxStatusBody,
): Promise<HelocStatus> =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await lockAnyApplication(db, uuid);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    return statusOf(await workflow.advance(db, row, body, { by: 'sandbox', bypassMachine: true }));
  });

/** DESIGN §5: raise a condition as lender operations would; the borrower sees it in the conditions list. */
export const raiseSandboxCondition = async (
  ctx: ServiceContext,
  uuid: string,
  body: RaiseSandboxConditionBody,
): Promise<Condition> => {
  if (!(await applicationExists(ctx.db, uuid))) throw new AppError('not_found', NOT_FOUND);
  return toCondition(await ctx.workflow.raiseCondition(ctx.db, { applicationUuid: uuid, ...body }));
};
