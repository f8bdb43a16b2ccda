import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';

/** The cheapest statement that proves the database answers. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db);
};
