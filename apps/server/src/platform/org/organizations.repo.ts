import type { Db } from '../database/database';

/** The organisations (brands) the server answers for: the platform's, as every layer reads them. */

export const listOrganizationRows = (db: Db) =>
  db.selectFrom('organizations').selectAll().orderBy('org_code').execute();

/** The organisation's pricing (the prime rate and the margins) and its lender details. */
export const findOrganization = (db: Db, orgCode: string) =>
  db
    .selectFrom('organizations')
    .select(['org_pricing_data', 'org_meta_data'])
    .where('org_code', '=', orgCode)
    .executeTakeFirst();

export const organizationExists = async (db: Db, orgCode: string): Promise<boolean> =>
  (await db.selectFrom('organizations').select('org_code').where('org_code', '=', orgCode).executeTakeFirst()) !==
  undefined;
