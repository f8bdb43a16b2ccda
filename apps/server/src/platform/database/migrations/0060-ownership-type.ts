import type { Kysely } from 'kysely';

/**
 * How the applicant holds title to the property: SOLE, JOINT or TRUST (docs/product/registration-and-routing.md §3),
 * asked on start/contact beside the marital status; null for an application that has not answered it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('ownership_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('ownership_type').execute();
}
