import type { Db } from '../database/database';
import { json } from '../database/json';

/** The versions of the partners' brands (migration 0051): queries only. */

/** Every brand version of the partner, newest first. */
export const listBrandVersions = (db: Db, orgCode: string) =>
  db
    .selectFrom('partner_brand_versions')
    .select(['version', 'brand', 'restored_from', 'created_by', 'created_at'])
    .where('org_code', '=', orgCode)
    .orderBy('version', 'desc')
    .execute();

export const findBrandVersion = (db: Db, orgCode: string, version: number) =>
  db
    .selectFrom('partner_brand_versions')
    .select(['version', 'brand'])
    .where('org_code', '=', orgCode)
    .where('version', '=', version)
    .executeTakeFirst();

/** The next version of the partner's brand (one above its highest); two writers at once meet the primary key. */
export const insertBrandVersion = async (
  db: Db,
  row: { orgCode: string; brand: unknown; restoredFrom: number | null; createdBy: string; now: Date },
): Promise<number> => {
  const top = await db
    .selectFrom('partner_brand_versions')
    .select((eb) => eb.fn.max<number>('version').as('version'))
    .where('org_code', '=', row.orgCode)
    .executeTakeFirst();
  const version = (top?.version ?? 0) + 1;
  await db
    .insertInto('partner_brand_versions')
    .values({
      org_code: row.orgCode,
      version,
      brand: json(row.brand),
      restored_from: row.restoredFrom,
      created_by: row.createdBy,
      created_at: row.now,
    })
    .execute();
  return version;
};
