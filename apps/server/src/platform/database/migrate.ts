import { Migrator } from 'kysely';
import type { Db } from './database';
import { appliedMigrationNames } from './migrate.repo';
import { migrations } from './migrations';

/**
 * Whether every migration this release knows has already been applied, read with one query of Kysely's migrations
 * table. At an ordinary start (an existing data dir, nothing new) this spares the Migrator's table checks, lock and
 * reads. The database may be ahead, with migrations of a newer release applied: during a rolling release
 * (docs/deploy.md "Rolling a release") the new release migrates first, and a node of the previous one that restarts
 * meanwhile must still start. Its schema is then the one it knows plus what the expand half added, which it ignores;
 * Kysely's Migrator would refuse it (an applied migration it does not know). A new database (no table yet) or a
 * pending migration answers false, and the Migrator decides.
 */
const schemaHasEveryMigration = async (db: Db): Promise<boolean> => {
  try {
    const applied = new Set(await appliedMigrationNames(db));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
};

/** Applies every pending migration; throws with the failing migration's name. */
export const migrateToLatest = async (db: Db): Promise<void> => {
  if (await schemaHasEveryMigration(db)) return;
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
