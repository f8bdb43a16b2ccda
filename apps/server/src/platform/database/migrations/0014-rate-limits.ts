import { type Kysely, sql } from 'kysely';

/**
 * The per-address rate limit of anonymous calls counts in the database, so the limit holds across server
 * nodes. One row per (call, client address) window: the key is a hash, never the address itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Pruning deletes the windows that have ended.
  await sql`create index rate_limits_reset_at_idx on rate_limits (reset_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
