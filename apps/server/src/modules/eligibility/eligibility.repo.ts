import type { Db } from '../../platform/database/database';

/** docs/product/registration-and-routing.md §5: zips of the disaster list, for every organisation ('*') and for this one. */
export const listExcludedZips = async (db: Db, orgCode: string): Promise<string[]> =>
  (
    await db
      .selectFrom('excluded_zips')
      .select('zip')
      .distinct()
      .where('org_code', 'in', ['*', orgCode])
      .orderBy('zip')
      .execute()
  ).map((r) => r.zip);
