import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';

/** The organisations a console list covers: the one asked for (404 outside the member's), else all of theirs. */
export const orgsToList = (staff: StaffPrincipal, orgCode: string | undefined): string[] =>
  orgCode ? [requireMemberOrg(staff, orgCode)] : [...staff.orgCodes];
