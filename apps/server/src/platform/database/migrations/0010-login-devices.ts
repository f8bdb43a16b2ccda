import { type Kysely, sql } from 'kysely';

/**
 * A sign-in remembers the device it came from (a random id in a cookie), so a device that signed in to an
 * account before is not slowed by someone else's failed guesses at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('device_id', 'text').execute();
  await sql`create index login_attempts_device_idx on login_attempts (account_key, device_id) where succeeded`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_device_idx').execute();
  await db.schema.alterTable('login_attempts').dropColumn('device_id').execute();
}
