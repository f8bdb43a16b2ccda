import type { StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ApplicationRow, ConditionRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { toStaffCondition } from '../conditions';
import type { ServiceContext } from '../service-context';
import { actOnFile, type Audited } from './console-file';

/*
 * What accepting, rejecting and clearing a condition share (docs/product/operations-console.md §4): the condition of
 * the file in the member's scope, locked, and the audit entry of its state before and after. The decision itself is
 * the workflow's (decideCondition), as for the sandbox control API.
 */
export const actOnCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
  action: string,
  decide: (tx: ServiceContext, row: ApplicationRow, condition: ConditionRow) => Promise<ConditionRow>,
  extra: Record<string, unknown> = {},
): Promise<StaffCondition> =>
  actOnFile(ctx, staff, uuid, async (tx, row): Promise<Audited<StaffCondition>> => {
    const condition = await tx.workflow.lockCondition(tx.db, uuid, conditionUuid);
    if (!condition) throw new AppError('not_found', NOT_FOUND);
    const decided = await decide(tx, row, condition);
    return {
      result: toStaffCondition(decided),
      action,
      before: { conditionUuid, state: condition.state, checklistStatus: row.checklist_status },
      after: { conditionUuid, state: decided.state, ...extra },
    };
  });
