import { type Kysely, sql } from 'kysely';

/**
 * Finishing the application after the offer: the document store's records, the applicant's contact and
 * HMDA answers, E-SIGN consent and submission, income verifications, identity checks, liens and bank accounts.
 * Personal numbers (ID, routing, account) are stored only encrypted (platform/crypto), with their last 4 beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('documents')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('income_document_type', 'text')
    // What the document answers, where it answers something: a lien, a condition, an identity check.
    .addColumn('subject_uuid', 'uuid')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    // The key in the document store: a server-made uuid, never the client's name.
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_identity', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('documents_application_idx')
    .on('documents')
    .columns(['application_uuid', 'created_at'])
    .execute();

  await db.schema
    .alterTable('applications')
    .addColumn('contact', 'jsonb')
    .addColumn('marital_status', 'text')
    .addColumn('hmda', 'jsonb')
    .addColumn('esign_consent', 'jsonb')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('summary_document_uuid', 'uuid')
    .addColumn('verified_income_dollars', 'integer')
    .addColumn('autopay_enrolled', 'boolean')
    .execute();

  await db.schema
    .createTable('income_verifications')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verified_annual_income', 'integer')
    .addColumn('employer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('income_verifications_application_idx')
    .on('income_verifications')
    .column('application_uuid')
    .execute();

  await db.schema
    .createTable('identity_checks')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('front_document_uuid', 'uuid', (c) => c.notNull())
    .addColumn('back_document_uuid', 'uuid')
    .addColumn('outcome', 'text')
    // The ID number the provider read, encrypted; its last 4 for display.
    .addColumn('id_number_encrypted', 'text')
    .addColumn('id_number_last4', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('identity_checks_application_idx')
    .on('identity_checks')
    .column('application_uuid')
    .execute();

  await db.schema
    .createTable('liens')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('lender_name', 'text', (c) => c.notNull())
    .addColumn('balance_dollars', 'integer', (c) => c.notNull())
    .addColumn('monthly_payment_dollars', 'integer', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('payoff_status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('liens_application_position_key', ['application_uuid', 'position'])
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // DISBURSE (where the draw goes) or AUTOPAY (where payments come from).
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'text')
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('routing_number_encrypted', 'text', (c) => c.notNull())
    .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
    .addColumn('routing_last4', 'text', (c) => c.notNull())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bank_accounts_application_purpose_key', ['application_uuid', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bank_accounts', 'liens', 'identity_checks', 'income_verifications', 'documents']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('applications')
    .dropColumn('contact')
    .dropColumn('marital_status')
    .dropColumn('hmda')
    .dropColumn('esign_consent')
    .dropColumn('submitted_at')
    .dropColumn('summary_document_uuid')
    .dropColumn('verified_income_dollars')
    .dropColumn('autopay_enrolled')
    .execute();
}
