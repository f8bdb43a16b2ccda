import type { ConsoleRaiseConditionBody, StaffCondition } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { toStaffCondition } from '../conditions';
import type { ServiceContext } from '../service-context';
import { actOnFile, requireFileAction, staffBy } from './console-file';

/**
 * Raises a condition through the workflow, as the sandbox control API does: the borrower sees it on their conditions
 * screen at once (docs/product/operations-console.md §4, §8). 409 for a closed file.
 */
export const raiseConsoleCondition = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: ConsoleRaiseConditionBody,
): Promise<StaffCondition> =>
  actOnFile(ctx, staff, uuid, async (tx, row) => {
    requireFileAction(row, 'CONDITION_RAISE');
    const raised = await tx.workflow.raiseCondition(tx.db, {
      applicationUuid: uuid,
      categoryEnum: body.categoryEnum,
      requestDocuments: body.requestDocuments ?? [],
      numDocsRequired: body.numDocsRequired ?? null,
      internalNotes: body.internalNotes ?? null,
      commentsToBorrower: body.commentsToBorrower ?? null,
      raisedBy: staffBy(staff),
    });
    const condition = toStaffCondition(raised);
    return {
      result: condition,
      action: 'condition.raise',
      before: null,
      after: {
        conditionUuid: condition.uuid,
        categoryEnum: condition.categoryEnum,
        commentsToBorrower: condition.commentsToBorrower,
        internalNotes: condition.internalNotes,
      },
    };
  });
