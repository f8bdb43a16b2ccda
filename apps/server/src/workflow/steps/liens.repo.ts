import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database, LienRow } from '../../platform/database/schema';

/**
 * The one repository of liens: the engine's (payoff letters) and the liens module's, exported to modules by
 * workflow/index.ts; no decisions here.
 */

/** The liens marked for payoff that still wait for their payoff letter, by position. */
export const listLiensAwaitingLetter = (trx: Db, applicationUuid: string) =>
  trx
    .selectFrom('liens')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('action', '=', 'PAY_OFF')
    .where('payoff_status', '=', 'MARKED_FOR_PAYOFF')
    .orderBy('position')
    .execute();

export const markPayoffLetterReceived = async (trx: Db, lienUuid: string, now: Date) => {
  await trx
    .updateTable('liens')
    .set({ payoff_status: 'PAYOFF_LETTER_RECEIVED', updated_at: now })
    .where('uuid', '=', lienUuid)
    .execute();
};

export const listLienRows = (db: Db, applicationUuid: string): Promise<LienRow[]> =>
  db.selectFrom('liens').selectAll().where('application_uuid', '=', applicationUuid).orderBy('position').execute();

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
