import type { Db } from '../../platform/database/database';

/** Queries of the partners' uploaded brand images (migration 0051); no decisions here. */

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
