import type { Db } from '../database/database';
import { json } from '../database/json';

/** The versions of the organisations' pricing sheets (migration 0050, docs/pricing.md "Pricing sheets"): queries only. */

export const SHEET_COLUMNS = [
  'org_code',
  'version',
  'sheet',
  'effective_at',
  'restored_from',
  'note',
  'created_by',
  'created_at',
] as const;

/** Every version of the organisation's sheet, newest first. */
export const listSheetVersions = (db: Db, orgCode: string) =>
  db
    .selectFrom('pricing_sheets')
    .select(SHEET_COLUMNS)
    .where('org_code', '=', orgCode)
    .orderBy('version', 'desc')
    .execute();

/** The versions' numbers and instants only (what picks the one in effect). */
export const listSheetSchedule = (db: Db, orgCode: string) =>
  db.selectFrom('pricing_sheets').select(['version', 'effective_at']).where('org_code', '=', orgCode).execute();

export const findSheetVersion = (db: Db, orgCode: string, version: number) =>
  db
    .selectFrom('pricing_sheets')
    .select(SHEET_COLUMNS)
    .where('org_code', '=', orgCode)
    .where('version', '=', version)
    .executeTakeFirst();

/**
 * Writes the next version of the organisation's sheet (one above its highest). Two writers at once: the second
 * meets the primary key and its transaction fails, never a version written twice.
 */
export const insertSheetVersion = async (
  db: Db,
  row: {
    orgCode: string;
    sheet: unknown;
    effectiveAt: Date;
    restoredFrom: number | null;
    note: string;
    createdBy: string;
    now: Date;
  },
) => {
  const top = await db
    .selectFrom('pricing_sheets')
    .select((eb) => eb.fn.max<number>('version').as('version'))
    .where('org_code', '=', row.orgCode)
    .executeTakeFirst();
  return db
    .insertInto('pricing_sheets')
    .values({
      org_code: row.orgCode,
      version: (top?.version ?? 0) + 1,
      sheet: json(row.sheet),
      effective_at: row.effectiveAt,
      restored_from: row.restoredFrom,
      note: row.note,
      created_by: row.createdBy,
      created_at: row.now,
    })
    .returning(SHEET_COLUMNS)
    .executeTakeFirstOrThrow();
};
