import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** The site banners admins write (docs/product/widgets-and-calculations.md §4): queries only. */

export const BANNER_COLUMNS = [
  'uuid',
  'org_code',
  'message',
  'apps',
  'variant',
  'active',
  'dismissable',
  'created_at',
  'updated_at',
] as const;

export interface BannerFields {
  message: string;
  apps: readonly string[];
  variant: string;
  active: boolean;
  dismissable: boolean;
}

/** A new banner; answers nothing when its uuid is taken (the same form sent twice). */
export const insertBanner = (
  db: Db,
  row: BannerFields & { uuid: string; orgCode: string; updatedBy: string; now: Date },
) =>
  db
    .insertInto('site_banners')
    .values({
      uuid: row.uuid,
      org_code: row.orgCode,
      message: row.message,
      apps: json(row.apps),
      variant: row.variant,
      active: row.active,
      dismissable: row.dismissable,
      updated_by: row.updatedBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .returning(BANNER_COLUMNS)
    .executeTakeFirst();

export const updateBanner = (db: Db, uuid: string, change: BannerFields & { updatedBy: string; now: Date }) =>
  db
    .updateTable('site_banners')
    .set({
      message: change.message,
      apps: json(change.apps),
      variant: change.variant,
      active: change.active,
      dismissable: change.dismissable,
      updated_by: change.updatedBy,
      updated_at: change.now,
    })
    .where('uuid', '=', uuid)
    .returning(BANNER_COLUMNS)
    .executeTakeFirst();

export const findBanner = (db: Db, uuid: string) =>
  db.selectFrom('site_banners').select(BANNER_COLUMNS).where('uuid', '=', uuid).executeTakeFirst();

/** The banners of the organisations, newest first. */
export const listBanners = (db: Db, orgCodes: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('site_banners')
        .select(BANNER_COLUMNS)
        .where('org_code', 'in', orgCodes)
        .orderBy('updated_at', 'desc')
        .orderBy('uuid')
        .execute();
