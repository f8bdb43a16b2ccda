import { STAFF_UNKNOWN_ORG_MESSAGE } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/errors';
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
