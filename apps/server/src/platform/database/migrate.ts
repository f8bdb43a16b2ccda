import { Migrator } from 'kysely';
import type { Db } from './database';
import { appliedMigrationNames } from './migrate.repo';
import { migrations } from './migrations';

/**
 * Whether every migration has already been applied, read with one query of Kysely's migrations table. At an
 * ordinary start (an existing data dir, nothing new) this spares the Migrator's table checks, lock and reads. A new
 * database (no table yet), a pending migration or an unknown one answers false, and the Migrator decides.
 */
const schemaIsCurrent = async (db: Db): Promise<boolean> => {
  try {
    const applied = new Set(await appliedMigrationNames(db));
    const names = Object.keys(migrations);
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    return false;
  }
};

/** Applies every pending migration; throws with the failing migration's name. */
export const migrateToLatest = async (db: Db): Promise<void> => {
  if (await schemaIsCurrent(db)) return;
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
