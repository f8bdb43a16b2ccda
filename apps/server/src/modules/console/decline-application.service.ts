import { declineCategoryOf } from '@heloc/domain';
import type { ApplicationFile, ConsoleDeclineBody } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { actOnFile, requireFileAction, staffBy, statusSnapshot } from './console-file';
import { getApplicationFile } from './get-application-file.service';

/**
 * Declines the application with the principal reasons the member chose (Reg B 1002.9): recorded as a decision, so the
 * borrower sees the adverse action notice and its PDF at once, as after the sandbox's decline. A member may decline at
 * any open status (the status machine is bypassed, as for the sandbox control API); 409 for a closed file.
 */
export const declineConsoleApplication = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: ConsoleDeclineBody,
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx, row) => {
    requireFileAction(row, 'DECLINE');
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
      {
        by: staffBy(staff),
        bypassMachine: true,
        decision: { category: declineCategoryOf(body.reasons), reasons: body.reasons },
      },
    );
    return {
      result: null,
      action: 'application.decline',
      before: statusSnapshot(row),
      after: { ...statusSnapshot(written), reasons: body.reasons, note: body.note },
    };
  });
  return getApplicationFile(ctx, staff, uuid);
};
