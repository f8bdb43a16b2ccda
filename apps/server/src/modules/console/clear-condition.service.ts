import type { StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { staffBy } from './console-file';
import { actOnCondition } from './condition-decision';

/**
 * Clears (waives) a condition without an answer: the workflow accepts it, as when an answer is accepted, and the note
 * saying why is kept in the audit trail (docs/product/operations-console.md §4). Clearing twice answers the condition.
 */
export const clearConsoleCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
  note: string,
): Promise<StaffCondition> =>
  actOnCondition(
    ctx,
    staff,
    uuid,
    conditionUuid,
    'condition.clear',
    (tx, row, condition) =>
      tx.workflow.decideCondition(tx.db, row, condition, { decision: 'ACCEPT' }, { by: staffBy(staff) }),
    { note },
  );
