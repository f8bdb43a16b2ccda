import { type Kysely, sql } from 'kysely';

/**
 * The borrowers' notifications (docs/product/application-area.md §2.4, §3, §7): one row per person told of one
 * event. An event is named by its key (the condition, the status change, the signer, the transfer or the chat
 * message it came from), unique per recipient, so the same event never makes two notifications whoever records it
 * and however often. `emailed_at` stays empty until the e-mail that repeats it has gone (a transactional outbox:
 * the notification and its e-mail can never disagree for good).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ctas', 'jsonb', (c) => c.notNull())
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('UNREAD'))
    .addColumn('email_to', 'text', (c) => c.notNull())
    .addColumn('emailed_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notifications_identity_event_unique', ['identity_uuid', 'event_key'])
    .execute();
  await sql`create index notifications_identity_created_idx on notifications (identity_uuid, created_at desc)`.execute(
    db,
  );
  await sql`create index notifications_unsent_idx on notifications (created_at) where emailed_at is null`.execute(db);
  // The sweep reads the last day's events of every application by their time (modules/notifications).
  await sql`create index status_history_notified_idx on status_history (created_at)
    where field = 'checklistStatus' and to_value in ('NOTE_SIGNING', 'RECORDING')`.execute(db);
  await sql`create index conditions_created_idx on conditions (created_at)`.execute(db);
  await sql`create index additional_signers_signed_idx on additional_signers (signed_at) where signed_at is not null`.execute(
    db,
  );
  await sql`create index funding_transfers_sent_idx on funding_transfers (created_at) where status = 'SENT'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists status_history_notified_idx`.execute(db);
  await sql`drop index if exists conditions_created_idx`.execute(db);
  await sql`drop index if exists additional_signers_signed_idx`.execute(db);
  await sql`drop index if exists funding_transfers_sent_idx`.execute(db);
  await db.schema.dropTable('notifications').execute();
}
