import { STAFF_UNKNOWN_ORG_MESSAGE } from '@heloc/domain';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { Db } from '../../platform/database/database';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { listOrganizationRows } from '../../platform/org/organizations.repo';

/**
 * The organisation of an hours call (docs/product/widgets-and-calculations.md §7: the x-org header), as the
 * organizations table spells it; an unknown code is 400 naming it, so a misconfigured page says why.
 */
export const requireOrgCode = async (db: Db, code: string): Promise<string> => {
  const wanted = code.trim().toLowerCase();
  const row = (await listOrganizationRows(db)).find((org) => org.org_code.toLowerCase() === wanted);
  if (!row) throw new AppError('bad_request', STAFF_UNKNOWN_ORG_MESSAGE([code]));
  return row.org_code;
};

/** An organisation the member is scoped to, as they hold it; any other is 404, as if it did not exist. */
export const requireMemberOrg = (staff: StaffPrincipal, code: string): string => {
  const held = staff.orgCodes.find((org) => org.toLowerCase() === code.trim().toLowerCase());
  if (!held) throw new AppError('not_found', NOT_FOUND);
  return held;
};
