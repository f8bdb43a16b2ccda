import type { StaffMember } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { toStaffMember } from './staff-member';
import { listStaffMemberRows } from '../../platform/auth/staff-members.repo';

/** The members sharing an organisation with the caller; an admin sees every member (the team screen). */
export const listStaffMembers = async (ctx: ServiceContext, caller: StaffPrincipal): Promise<StaffMember[]> => {
  const rows = await listStaffMemberRows(ctx.db);
  const admin = caller.roles.includes('ADMIN');
  return rows.filter((row) => admin || row.org_codes.some((code) => caller.orgCodes.includes(code))).map(toStaffMember);
};
