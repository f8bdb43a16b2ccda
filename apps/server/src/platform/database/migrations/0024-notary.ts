import { type Kysely, sql } from 'kysely';

/**
 * The notary step of the closing: how the property's deed is notarised (REMOTE online, or IN_PERSON where
 * the state or county does not accept remote notarisation), the end of a state's waiting period, each participant's
 * remote session (identity check, knowledge questions, seal) and the in-person appointment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('notary_mode', 'text')
    .addColumn('notary_county', 'text')
    .addColumn('notary_reason', 'text')
    .addColumn('notary_waiting_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('notary_sessions')
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    // IDENTITY, QUESTIONS, SEAL, DONE (domain NOTARY_SESSION_STEPS).
    .addColumn('step', 'text', (c) => c.notNull().defaultTo('IDENTITY'))
    .addColumn('notary_name', 'text', (c) => c.notNull())
    .addColumn('commission', 'text', (c) => c.notNull())
    // The knowledge questions asked, with the right choice of each (never answered to the client).
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_document_type', 'text')
    .addColumn('id_checked_at', 'timestamptz')
    .addColumn('questions_passed_at', 'timestamptz')
    .addColumn('sealed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notary_sessions_pk', ['application_uuid', 'identity_uuid'])
    .execute();

  await db.schema
    .createTable('notary_reservations')
    .addColumn('application_uuid', 'uuid', (c) => c.primaryKey().references('applications.uuid').onDelete('cascade'))
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'jsonb', (c) => c.notNull())
    .addColumn('notary_name', 'text', (c) => c.notNull())
    .addColumn('fee_dollars', 'integer', (c) => c.notNull())
    .addColumn('reserved_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notary_reservations').execute();
  await db.schema.dropTable('notary_sessions').execute();
  await db.schema
    .alterTable('applications')
    .dropColumn('notary_mode')
    .dropColumn('notary_county')
    .dropColumn('notary_reason')
    .dropColumn('notary_waiting_until')
    .execute();
}
