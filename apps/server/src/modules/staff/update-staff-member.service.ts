import { STAFF_REMOVE_OWN_ADMIN_MESSAGE, type StaffRole } from '@heloc/domain';
import type { StaffMember, UpdateStaffMemberBody } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { memberOrNotFound, toStaffMember } from './staff-member';
import { knownOrgCodes } from './staff-orgs';
import { findStaffMemberForUpdate, updateStaffMemberAccess } from '../../platform/auth/staff-members.repo';

/**
 * An admin changes a member's roles or organisations (docs/product/operations-console.md §1); the audit trail keeps
 * both versions. 409 for the caller's own ADMIN role: as with disabling themselves, an admin cannot lock themselves
 * out of the team (another admin can change their roles).
 */
export const updateStaffMember = async (
  ctx: ServiceContext,
  { caller, memberUuid, body }: { caller: StaffPrincipal; memberUuid: string; body: UpdateStaffMemberBody },
): Promise<StaffMember> =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const row = memberOrNotFound(await findStaffMemberForUpdate(tx.db, memberUuid));
    const before = toStaffMember(row);
    const roles = body.roles ? [...new Set(body.roles)] : (row.roles as StaffRole[]);
    if (row.uuid === caller.memberUuid && row.roles.includes('ADMIN') && !roles.includes('ADMIN'))
      throw new AppError('conflict', STAFF_REMOVE_OWN_ADMIN_MESSAGE);
    const orgCodes = body.orgCodes ? await knownOrgCodes(tx.db, body.orgCodes) : row.org_codes;
    await updateStaffMemberAccess(tx.db, memberUuid, { roles, orgCodes }, now);
    const after = toStaffMember({ ...row, roles, org_codes: orgCodes });
    await appendAudit(tx.db, { at: now, staff: caller, action: 'member.update', before, after });
    return after;
  });
