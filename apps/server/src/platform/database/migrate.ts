import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Applies every pending migration; throws with the failing migration's name. */
export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error instanceof Error ? error.message : error)}`,
      {
        cause: error,
      },
    );
  }
};
