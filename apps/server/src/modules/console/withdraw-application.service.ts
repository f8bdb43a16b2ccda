import type { ApplicationFile } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { cancelApplication } from '../requalify';
import type { ServiceContext } from '../service-context';
import { actOnFile, requireFileAction, staffBy, statusSnapshot } from './console-file';
import { getApplicationFile } from './get-application-file.service';

export const ALREADY_FUNDED_MESSAGE = 'The first draw was already sent: this file can no longer be cancelled';

/**
 * Cancels or withdraws the application at the borrower's request (CANCELLED), through the borrower's own withdrawal
 * (requalify module): the kind and the note are kept in the audit trail. A member may do it at any open status, the
 * borrower only where a screen offers it. 409 for a closed or funded file.
 */
export const withdrawConsoleApplication = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: { kind: 'CANCEL' | 'WITHDRAW'; note: string },
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx, row) => {
    requireFileAction(row, 'WITHDRAW');
    if (row.funded_at) throw new AppError('conflict', ALREADY_FUNDED_MESSAGE);
    const written = await cancelApplication(tx, row, { by: staffBy(staff) });
    return {
      result: null,
      action: body.kind === 'CANCEL' ? 'application.cancel' : 'application.withdraw',
      before: statusSnapshot(row),
      after: { ...statusSnapshot(written), note: body.note },
    };
  });
  return getApplicationFile(ctx, staff, uuid);
};
