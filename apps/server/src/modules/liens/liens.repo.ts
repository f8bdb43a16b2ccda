import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database, LienRow } from '../../platform/database/schema';

/** Kysely queries of the liens on an application's property; no decisions here. */

export const listLienRows = (db: Db, applicationUuid: string): Promise<LienRow[]> =>
  db.selectFrom('liens').selectAll().where('application_uuid', '=', applicationUuid).orderBy('position').execute();

export const findLienRow = (db: Db, applicationUuid: string, lienUuid: string) =>
  db
    .selectFrom('liens')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('uuid', '=', lienUuid)
    .executeTakeFirst();

/** Inserts the liens the title search found; one already there at a position stays (liens_application_position_key). */
export const insertLienRows = async (db: Db, rows: Insertable<Database['liens']>[]) => {
  if (rows.length === 0) return;
  await db
    .insertInto('liens')
    .values(rows)
    .onConflict((oc) => oc.constraint('liens_application_position_key').doNothing())
    .execute();
};

export const updateLienChoice = async (
  db: Db,
  lienUuid: string,
  values: { action: string | null; payoff_status: string | null },
  now: Date,
) => {
  await db
    .updateTable('liens')
    .set({ ...values, updated_at: now })
    .where('uuid', '=', lienUuid)
    .execute();
};
