import type { Kysely } from 'kysely';

/**
 * The profile's date of birth is sealed at rest like the application's and the waitlist's (migration 0012): in a
 * column of its own, `dob_sealed`. Profiles written before keep their plain `dob` until the profile module seals them
 * at start-up (the key lives outside the database, so SQL alone cannot); `dob` is null afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('dob_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('dob_sealed').execute();
}
