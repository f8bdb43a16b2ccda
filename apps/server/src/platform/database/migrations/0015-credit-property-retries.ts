import { type Kysely, sql } from 'kysely';

/**
 * A way out of the credit and property dead ends (credit/social, credit/error, review-app/property):
 * - the full SSN the applicant enters on credit/social, sealed by platform/crypto, with its last 4 beside it;
 * - what stopped the last credit pull (soft or hard, no match / frozen / locked, which bureau);
 * - how many times each pull and the property lookup ran (the sandbox plays a lifted freeze or a found property on a
 *   later attempt);
 * - the candidates of a MULTIPLE_PROPERTIES answer and the parcel the applicant picked;
 * - one row per retry the applicant asked for, keyed by the client's request key, so a double click or a replayed
 *   request never pulls twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('ssn_sealed', 'text')
    .addColumn('ssn_last4', 'text')
    .addColumn('credit_block', 'jsonb')
    .addColumn('soft_credit_pulls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hard_credit_pulls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('property_lookups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('property_candidates', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('property_apn', 'text')
    .execute();

  await db.schema
    .createTable('application_retries')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    // SSN, CREDIT_LIFTED, PROPERTY_ADDRESS or PROPERTY_CHOICE.
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('request_key', 'uuid', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('application_retries_request_key_uq', ['application_uuid', 'request_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_retries').execute();
  await db.schema
    .alterTable('applications')
    .dropColumn('ssn_sealed')
    .dropColumn('ssn_last4')
    .dropColumn('credit_block')
    .dropColumn('soft_credit_pulls')
    .dropColumn('hard_credit_pulls')
    .dropColumn('property_lookups')
    .dropColumn('property_candidates')
    .dropColumn('property_apn')
    .execute();
}
