import type { StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { staffBy } from './console-file';
import { actOnCondition } from './condition-decision';

/**
 * Rejects the answer with a reason the borrower reads on their conditions screen; they can answer again. 409 once
 * accepted (the workflow refuses the move).
 */
export const rejectConsoleCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
  reason: string,
): Promise<StaffCondition> =>
  actOnCondition(
    ctx,
    staff,
    uuid,
    conditionUuid,
    'condition.reject',
    (tx, row, condition) =>
      tx.workflow.decideCondition(tx.db, row, condition, { decision: 'REJECT', reason }, { by: staffBy(staff) }),
    { reason },
  );
