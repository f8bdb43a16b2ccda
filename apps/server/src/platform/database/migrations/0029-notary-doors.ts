import type { Kysely } from 'kysely';

/**
 * An online notary session closed after refused identity answers is not a dead end (docs/product/operations-console.md
 * §5): a closer reopens it, and the session keeps who reopened it and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notary_sessions')
    .addColumn('reopened_at', 'timestamptz')
    .addColumn('reopened_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notary_sessions').dropColumn('reopened_at').dropColumn('reopened_by').execute();
}
