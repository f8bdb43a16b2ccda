import { type Kysely, sql } from 'kysely';

/**
 * The engine's recorded decisions and what the applicant sends a reviewer.
 * - credit_reports: each successful credit pull's score, range, key factors and bureau, so a later adverse action
 *   notice discloses the score used (FCRA §615(a)) even when the decline comes from a later step.
 * - underwriting_decisions: a decline's principal reasons (Reg B 1002.9), the credit report used, who decided and the
 *   stored notice PDF.
 * - review_submissions: an applicant's explanation or document for a manual review (review-app/*) and insurance proof.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_reports')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // SOFT or HARD
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('score_model', 'text', (c) => c.notNull())
    .addColumn('range_min', 'integer', (c) => c.notNull())
    .addColumn('range_max', 'integer', (c) => c.notNull())
    .addColumn('key_factors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // { name, address, phone, website }
    .addColumn('bureau', 'jsonb', (c) => c.notNull())
    .addColumn('pulled_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_reports_application_idx')
    .on('credit_reports')
    .columns(['application_uuid', 'pulled_at'])
    .execute();

  await db.schema
    .createTable('underwriting_decisions')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // DECLINED (the only outcome that needs a notice today)
    .addColumn('outcome', 'text', (c) => c.notNull())
    // CREDIT, INCOME, COLLATERAL, OTHER
    .addColumn('category', 'text', (c) => c.notNull())
    // [{ code, text }], principal first
    .addColumn('reasons', 'jsonb', (c) => c.notNull())
    .addColumn('credit_report_uuid', 'uuid', (c) => c.references('credit_reports.uuid').onDelete('set null'))
    .addColumn('notice_document_uuid', 'uuid')
    // 'engine:<step>', 'sandbox', 'identity:<uuid>'
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('underwriting_decisions_application_idx')
    .on('underwriting_decisions')
    .columns(['application_uuid', 'decided_at'])
    .execute();

  await db.schema
    .createTable('review_submissions')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // DELINQUENCY, UW, INCORRECT_PIN, INCORRECT_OWNERSHIP, NO_CREDIT, INSURANCE
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('document_uuids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('review_submissions_application_idx')
    .on('review_submissions')
    .columns(['application_uuid', 'review', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_submissions').execute();
  await db.schema.dropTable('underwriting_decisions').execute();
  await db.schema.dropTable('credit_reports').execute();
}
