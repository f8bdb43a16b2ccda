import type { StaffMember } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { inTransaction, type ServiceContext } from '../service-context';
import { memberOrNotFound, toStaffMember } from './staff-member';
import { findStaffMemberForUpdate, setStaffMemberDisabled } from '../../platform/auth/staff-members.repo';

/** An admin lets a disabled member sign in again (their ended sessions stay ended). */
export const enableStaffMember = async (
  ctx: ServiceContext,
  { caller, memberUuid }: { caller: StaffPrincipal; memberUuid: string },
): Promise<StaffMember> =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const row = memberOrNotFound(await findStaffMemberForUpdate(tx.db, memberUuid));
    const before = toStaffMember(row);
    await setStaffMemberDisabled(tx.db, memberUuid, null, now);
    const after = toStaffMember({ ...row, disabled_at: null });
    await appendAudit(tx.db, { at: now, staff: caller, action: 'member.enable', before, after });
    return after;
  });
