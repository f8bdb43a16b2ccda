import { sql } from 'kysely';
import type { Db } from './database';

/** The names of the migrations applied so far (Kysely's migrations table); throws when it does not exist yet. */
export const appliedMigrationNames = async (db: Db): Promise<string[]> => {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
};
