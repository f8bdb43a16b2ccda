import { type Kysely, sql } from 'kysely';

/**
 * Dates of birth are sealed at rest (platform/crypto). The waitlist keeps its sealed date in a column of
 * its own; the application keeps it inside its applicant snapshot (`dobSealed` instead of `dob`). Rows written before
 * are sealed at start-up by the modules that own them (the key lives outside the database, so SQL alone cannot).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_entries').addColumn('dob_sealed', 'text').execute();
  await sql`alter table waitlist_entries alter column dob drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_entries').dropColumn('dob_sealed').execute();
}
