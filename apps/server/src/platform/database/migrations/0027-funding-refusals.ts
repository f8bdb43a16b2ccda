import type { Kysely } from 'kysely';

/**
 * A bank can refuse the first draw (the account closed, the number wrong). Each transfer asked of the bank
 * keeps the bank's reason, which the complete screen shows with the way out: another account, and the draw sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('funding_transfers').addColumn('return_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('funding_transfers').dropColumn('return_reason').execute();
}
