import { STAFF_DISABLE_SELF_MESSAGE } from '@heloc/domain';
import type { StaffMember } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { revokeMemberStaffSessions } from '../../platform/auth/staff-sessions.repo';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { memberOrNotFound, toStaffMember } from './staff-member';
import { findStaffMemberForUpdate, setStaffMemberDisabled } from '../../platform/auth/staff-members.repo';

/**
 * An admin disables a member (docs/product/operations-console.md §1): every session of theirs is revoked, and since
 * every node reads the session row on each request, they end at once everywhere. 409 for the caller's own account.
 */
export const disableStaffMember = async (
  ctx: ServiceContext,
  { caller, memberUuid }: { caller: StaffPrincipal; memberUuid: string },
): Promise<StaffMember> =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const row = memberOrNotFound(await findStaffMemberForUpdate(tx.db, memberUuid));
    if (row.uuid === caller.memberUuid) throw new AppError('conflict', STAFF_DISABLE_SELF_MESSAGE);
    const before = toStaffMember(row);
    if (!row.disabled_at) await setStaffMemberDisabled(tx.db, memberUuid, now, now);
    await revokeMemberStaffSessions(tx.db, memberUuid, now);
    const after = toStaffMember({ ...row, disabled_at: row.disabled_at ?? now });
    await appendAudit(tx.db, { at: now, staff: caller, action: 'member.disable', before, after });
    return after;
  });
