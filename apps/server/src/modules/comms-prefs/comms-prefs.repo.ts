import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of stored consent answers; no decisions here. */
export const insertUserConsents = async (db: Db, rows: Insertable<Database['user_consents']>[]) => {
  if (rows.length > 0) await db.insertInto('user_consents').values(rows).execute();
};
