import { type Kysely, sql } from 'kysely';

/**
 * After the deed is signed: when it was signed, the right to cancel (its last day and the instant it ends),
 * the recording, and the funded draw. `funding_transfers` is our record of each transfer asked of the funding
 * provider, keyed by the idempotency key the provider dedupes on, so a restart during funding sends the draw once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('deed_signed_at', 'timestamptz')
    .addColumn('rescission_last_day', 'text')
    .addColumn('rescission_ends_at', 'timestamptz')
    .addColumn('recorded_at', 'timestamptz')
    .addColumn('recording_reference', 'text')
    .addColumn('funded_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('funding_transfers')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('amount_dollars', 'double precision', (c) => c.notNull())
    .addColumn('transfer_id', 'text', (c) => c.notNull())
    // SENT or REJECTED, as the provider answered.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('funding_transfers_application_idx')
    .on('funding_transfers')
    .column('application_uuid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funding_transfers').execute();
  await db.schema
    .alterTable('applications')
    .dropColumn('deed_signed_at')
    .dropColumn('rescission_last_day')
    .dropColumn('rescission_ends_at')
    .dropColumn('recorded_at')
    .dropColumn('recording_reference')
    .dropColumn('funded_at')
    .execute();
}
