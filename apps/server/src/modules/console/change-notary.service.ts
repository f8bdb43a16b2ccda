import type { ApplicationFile } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { reopenOnlineNotary, switchToInPersonNotary } from '../notary';
import type { ServiceContext } from '../service-context';
import { auditAlone, requireFileAction, requireScopedFile, staffBy, statusSnapshot } from './console-file';
import { getApplicationFile } from './get-application-file.service';

/**
 * Reopens the online notary session closed after refused identity answers, or switches the file to an in-person
 * notary, through the notary module's own services (docs/product/operations-console.md §5). They keep their own
 * transaction, so the audit entry follows once the change is committed. 409 when the file is not at the notary.
 */
export const changeConsoleNotary = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: { action: 'REOPEN_ONLINE' | 'SWITCH_IN_PERSON'; note: string },
): Promise<ApplicationFile> => {
  const row = await requireScopedFile(ctx, staff, uuid);
  // The notary module checks the status again in its own transaction; this answers the usual case in words.
  requireFileAction(row, body.action === 'REOPEN_ONLINE' ? 'NOTARY_REOPEN_ONLINE' : 'NOTARY_SWITCH_IN_PERSON');
  const before = statusSnapshot(row);
  const change = body.action === 'REOPEN_ONLINE' ? reopenOnlineNotary : switchToInPersonNotary;
  const status = await change(ctx, uuid, { by: staffBy(staff) });
  await auditAlone(ctx, staff, uuid, {
    action: body.action === 'REOPEN_ONLINE' ? 'notary.reopen-online' : 'notary.switch-in-person',
    before,
    after: { checklistStatus: status.checklistStatus, uwDecision: status.uwDecision, note: body.note },
  });
  return getApplicationFile(ctx, staff, uuid);
};
