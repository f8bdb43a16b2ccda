import type { StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { staffBy } from './console-file';
import { actOnCondition } from './condition-decision';

export const NOTHING_TO_ACCEPT_MESSAGE =
  'The borrower has not sent an answer to accept: clear the condition with a note instead';

/**
 * Accepts the borrower's answer: the condition clears and, where it held the workflow (paystubs at income
 * verification, an ID failure at identity verification), the application moves on. Accepting twice answers the
 * condition; 409 while there is no answer (clear it instead).
 */
export const acceptConsoleCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  conditionUuid: string,
): Promise<StaffCondition> =>
  actOnCondition(ctx, staff, uuid, conditionUuid, 'condition.accept', async (tx, row, condition) => {
    if (condition.state === 'ACCEPTED') return condition;
    if (condition.state !== 'SUBMITTED' && condition.state !== 'IN_REVIEW')
      throw new AppError('conflict', NOTHING_TO_ACCEPT_MESSAGE);
    return tx.workflow.decideCondition(tx.db, row, condition, { decision: 'ACCEPT' }, { by: staffBy(staff) });
  });
