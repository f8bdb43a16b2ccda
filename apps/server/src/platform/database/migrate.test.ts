import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { appliedMigrationNames } from './migrate.repo';
import { migrations } from './migrations';

// docs/deploy.md "Rolling a release": the new release migrates first; a node of the previous one that starts
// meanwhile finds migrations it does not know, and must still start.
describe('migrating at start-up', () => {
  let db: Db;

  beforeAll(async () => {
    db = createDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('applies every migration to a new database', async () => {
    await migrateToLatest(db);
    expect(new Set(await appliedMigrationNames(db))).toEqual(new Set(Object.keys(migrations)));
  });

  it('starts on a database a newer release has migrated further, leaving what it added alone', async () => {
    const newer = '9999-a-newer-release';
    await sql`create table a_newer_release_table (id int)`.execute(db);
    await sql`insert into kysely_migration (name, timestamp) values (${newer}, ${new Date().toISOString()})`.execute(
      db,
    );
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
    expect(await appliedMigrationNames(db)).toContain(newer);
    await expect(sql`select id from a_newer_release_table`.execute(db)).resolves.toBeDefined();
  });
});
