import { type Kysely, sql } from 'kysely';

/**
 * The draws of a funded line after the first (docs/decisions.md "Draws after funding"). One row per draw the primary
 * borrower asks for, keyed by the client's request id (the same id answers the same draw: a double click or a reload
 * never makes two) and by the key the funding provider dedupes on. At most one draw of a line is PENDING at a time,
 * which the database enforces as well as the service.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('line_draws')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('request_id', 'uuid', (c) => c.notNull())
    .addColumn('requested_by', 'uuid', (c) => c.notNull())
    .addColumn('amount_dollars', 'double precision', (c) => c.notNull())
    // The prime rate and the line's margin the draw was priced at, and their sum (annual fractions).
    .addColumn('prime_rate', 'double precision', (c) => c.notNull())
    .addColumn('margin', 'double precision', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    // PENDING until the funding provider answers, then FUNDED or REJECTED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('transfer_id', 'text')
    .addColumn('return_reason', 'text')
    .addColumn('disclosure_document_uuid', 'uuid', (c) => c.references('documents.uuid').onDelete('set null'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('funded_at', 'timestamptz')
    .addUniqueConstraint('line_draws_request_unique', ['application_uuid', 'request_id'])
    .execute();
  await db.schema
    .createIndex('line_draws_one_pending_idx')
    .on('line_draws')
    .column('application_uuid')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('line_draws').execute();
}
