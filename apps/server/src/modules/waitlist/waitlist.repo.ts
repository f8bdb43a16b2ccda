import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of the waitlist; no decisions here. */
export const insertWaitlistEntry = async (db: Db, entry: Insertable<Database['waitlist_entries']>) => {
  await db.insertInto('waitlist_entries').values(entry).execute();
};
