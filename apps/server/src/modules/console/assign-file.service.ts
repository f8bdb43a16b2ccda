import type { ApplicationFile } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { actOnFile } from './console-file';
import { getApplicationFile } from './get-application-file.service';
import { listStaffMembersByUuid } from '../../platform/auth/staff-members.repo';

export const ASSIGNEE_NOT_IN_ORG_MESSAGE = "This member does not work on this organisation's files";

/**
 * Assigns the file to an active member of its organisation, or to nobody (null). 409 for a member who is disabled or
 * not scoped to the file's organisation (docs/product/operations-console.md §1, §4).
 */
export const assignConsoleFile = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  memberUuid: string | null,
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx, row) => {
    if (memberUuid !== null) {
      const [member] = await listStaffMembersByUuid(tx.db, [memberUuid]);
      if (!member || member.disabled_at || !member.org_codes.includes(row.org_code))
        throw new AppError('conflict', ASSIGNEE_NOT_IN_ORG_MESSAGE);
    }
    await tx.workflow.applications.assign(tx.db, uuid, memberUuid);
    return {
      result: null,
      action: 'file.assign',
      before: { assigneeUuid: row.assignee_uuid },
      after: { assigneeUuid: memberUuid },
    };
  });
  return getApplicationFile(ctx, staff, uuid);
};
