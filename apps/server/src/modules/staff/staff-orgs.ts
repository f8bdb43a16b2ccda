import { STAFF_UNKNOWN_ORG_MESSAGE } from '@heloc/domain';
import { listOrganizationRows } from '../../platform/org/organizations.repo';
import { AppError } from '../../platform/http/errors';
import type { Db } from '../../platform/database/database';

/** Every organisation code, as the organizations table spells it. */
export const allOrgCodes = async (db: Db): Promise<string[]> =>
  (await listOrganizationRows(db)).map((row) => row.org_code);

/** The given codes as the table spells them (case aside), once each; 400 naming any code that is no organisation. */
export const knownOrgCodes = async (db: Db, codes: readonly string[]): Promise<string[]> => {
  const known = new Map((await allOrgCodes(db)).map((code) => [code.toLowerCase(), code]));
  const unknown = codes.filter((code) => !known.has(code.toLowerCase()));
  if (unknown.length > 0) throw new AppError('bad_request', STAFF_UNKNOWN_ORG_MESSAGE(unknown));
  return [...new Set(codes.map((code) => known.get(code.toLowerCase()) as string))];
};
