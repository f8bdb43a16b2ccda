import type { StaffOrganisation } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { OrgDirectory } from '../../platform/org/org.plugin';

/**
 * The organisations a member sees by display name (docs/product/operations-console.md §1): every one for an admin,
 * who may invite to any, their own for anyone else. The display name is the record's company name.
 */
export const listStaffOrganisations = (directory: OrgDirectory, caller: StaffPrincipal): StaffOrganisation[] => {
  const admin = caller.roles.includes('ADMIN');
  const own = new Set(caller.orgCodes.map((code) => code.toLowerCase()));
  return [...directory.byCode.values()]
    .filter((org) => admin || own.has(org.orgCode.toLowerCase()))
    .map((org) => ({ orgCode: org.orgCode, displayName: org.orgMetaData.companyName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
};
