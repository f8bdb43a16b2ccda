import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** Queries of the partners' brand versions and uploaded brand images (migration 0051); no decisions here. */

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

/** Keeps an image under its content name; the same bytes twice are one row. */
export const saveBrandAsset = async (db: Db, asset: { name: string; contentType: string; body: Buffer }) => {
  await db
    .insertInto('brand_assets')
    .values({ name: asset.name, content_type: asset.contentType, body: asset.body })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
};

/** The image's type and bytes (a Buffer whichever driver read them: PGlite answers a Uint8Array). */
export const findBrandAsset = async (db: Db, name: string) => {
  const row = await db
    .selectFrom('brand_assets')
    .select(['content_type', 'body'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { content_type: row.content_type, body: Buffer.from(row.body) } : undefined;
};
