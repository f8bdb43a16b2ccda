import { type Kysely, sql } from 'kysely';

/**
 * Lender conditions that clear: each condition's state (NEEDED, SUBMITTED, IN_REVIEW, ACCEPTED, REJECTED),
 * the reviewer's reason, how many answers it had, when the reviewer is due; and the history of every change (who,
 * what, when). Numbered after 0010 so databases that already ran 0010 accept it (the migrator keeps names in order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conditions')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('NEEDED'))
    .addColumn('rejection_reason', 'text')
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_due_at', 'timestamptz')
    .execute();
  // Conditions resolved before this migration were accepted.
  await sql`update conditions set state = 'ACCEPTED' where resolved_at is not null`.execute(db);

  await db.schema
    .createTable('condition_history')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    // The order of the changes, even within one clock tick.
    .addColumn('seq', 'serial', (c) => c.notNull())
    .addColumn('condition_uuid', 'uuid', (c) => c.notNull().references('conditions.uuid').onDelete('cascade'))
    .addColumn('application_uuid', 'uuid', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    // 'identity:<uuid>', 'engine:CONDITION_REVIEW', 'sandbox', ...
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    // The files of a submission (document uuids), so a later answer knows which files are new.
    .addColumn('document_uuids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('condition_history_condition_idx')
    .on('condition_history')
    .columns(['condition_uuid', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('condition_history').execute();
  await db.schema
    .alterTable('conditions')
    .dropColumn('state')
    .dropColumn('rejection_reason')
    .dropColumn('submissions')
    .dropColumn('review_due_at')
    .execute();
}
