import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of the waitlist; no decisions here. */
export const insertWaitlistEntry = async (db: Db, entry: Insertable<Database['waitlist_entries']>) => {
  await db.insertInto('waitlist_entries').values(entry).execute();
};

/** Entries whose date of birth is still plain (written before migration 0012). */
export const listPlainWaitlistBirthDates = (db: Db) =>
  db
    .selectFrom('waitlist_entries')
    .select(['uuid', 'dob'])
    .where('dob_sealed', 'is', null)
    .where('dob', 'is not', null)
    .execute();

export const sealWaitlistBirthDate = async (db: Db, uuid: string, sealed: string) => {
  await db
    .updateTable('waitlist_entries')
    .set({ dob_sealed: sealed, dob: json(null) })
    .where('uuid', '=', uuid)
    .execute();
};
