import type { StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { staffBy } from './console-file';
import { actOnCondition } from './condition-decision';

/**
 * Accepts the borrower's answer: the condition clears and, where it held the workflow (paystubs at income
 * verification, an ID failure at identity verification), the application moves on. Accepting twice answers the
 * condition; 409 while there is no answer (clear it instead: condition-decision.ts).
 */
export const acceptConsoleCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
): Promise<StaffCondition> =>
  actOnCondition(ctx, staff, uuid, conditionUuid, 'condition.accept', (tx, row, condition) =>
    tx.workflow.decideCondition(tx.db, row, condition, { decision: 'ACCEPT' }, { by: staffBy(staff) }),
  );
