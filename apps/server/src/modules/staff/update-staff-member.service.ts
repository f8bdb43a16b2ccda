import type { StaffRole } from '@heloc/domain';
import type { StaffMember, UpdateStaffMemberBody } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { inTransaction, type ServiceContext } from '../service-context';
import { memberOrNotFound, toStaffMember } from './staff-member';
import { findStaffMemberForUpdate, updateStaffMemberAccess } from './staff.repo';
import { knownOrgCodes } from './staff-orgs';

/** An admin changes a member's roles or organisations; the audit trail keeps both versions. */
export const updateStaffMember = async (
  ctx: ServiceContext,
  { caller, memberUuid, body }: { caller: StaffPrincipal; memberUuid: string; body: UpdateStaffMemberBody },
): Promise<StaffMember> =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const row = memberOrNotFound(await findStaffMemberForUpdate(tx.db, memberUuid));
    const before = toStaffMember(row);
    const roles = body.roles ? [...new Set(body.roles)] : (row.roles as StaffRole[]);
    const orgCodes = body.orgCodes ? await knownOrgCodes(tx.db, body.orgCodes) : row.org_codes;
    await updateStaffMemberAccess(tx.db, memberUuid, { roles, orgCodes }, now);
    const after = toStaffMember(memberOrNotFound(await findStaffMemberForUpdate(tx.db, memberUuid)));
    await appendAudit(tx.db, { at: now, staff: caller, action: 'member.update', before, after });
    return after;
  });
