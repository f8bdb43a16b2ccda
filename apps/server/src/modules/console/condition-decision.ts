import { type ConditionDecision, conditionActionRefusal } from '@heloc/domain';
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
 * the workflow's (decideCondition), as for the sandbox control API. The act must apply to the condition's state
 * (the domain's CONDITION_ACTIONS_BY_STATE): 409 with its refusal in words otherwise, but accepting or clearing an
 * accepted condition again answers it as it is (a double click, a replay).
 */
const ACTS: Record<string, ConditionDecision> = {
  'condition.accept': 'ACCEPT',
  'condition.reject': 'REJECT',
  'condition.clear': 'CLEAR',
};

export const actOnCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
  action: 'condition.accept' | 'condition.reject' | 'condition.clear',
  decide: (tx: ServiceContext, row: ApplicationRow, condition: ConditionRow) => Promise<ConditionRow>,
  extra: Record<string, unknown> = {},
): Promise<StaffCondition> =>
  actOnFile(ctx, staff, uuid, async (tx, row): Promise<Audited<StaffCondition>> => {
    const condition = await tx.workflow.lockCondition(tx.db, uuid, conditionUuid);
    if (!condition) throw new AppError('not_found', NOT_FOUND);
    const act = ACTS[action]!;
    const replay = condition.state === 'ACCEPTED' && act !== 'REJECT';
    const refusal = replay ? null : conditionActionRefusal(act, condition.state);
    if (refusal) throw new AppError('conflict', refusal);
    const decided = replay ? condition : await decide(tx, row, condition);
    return {
      result: toStaffCondition(decided),
      action,
      before: { conditionUuid, state: condition.state, checklistStatus: row.checklist_status },
      after: { conditionUuid, state: decided.state, ...extra },
    };
  });
