import type { Kysely } from 'kysely';

/*
 * The valuation of a home without an automated value (bpo/*), the assets an applicant qualifies with
 * (product/assets) and the lower line after the title search (product/prequal-winback).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One valuation per application: the applicant's estimate, the Texas questionnaire, the order and its result.
  await db.schema
    .createTable('valuations')
    .addColumn('application_uuid', 'uuid', (c) => c.primaryKey().references('applications.uuid').onDelete('cascade'))
    .addColumn('estimated_value_dollars', 'integer')
    .addColumn('condition_answers', 'jsonb')
    .addColumn('fee_dollars', 'integer')
    .addColumn('fee_covered_by_lender', 'boolean')
    .addColumn('ordered_at', 'timestamptz')
    .addColumn('ordered_by', 'text')
    .addColumn('expected_by', 'timestamptz')
    .addColumn('value_dollars', 'integer')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Accounts linked for product/assets (a statement is a document of kind ASSET_STATEMENT). The account number is kept
  // only as its last 4 digits: the assets step needs the balance, not the number.
  await db.schema
    .createTable('asset_accounts')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('balance_dollars', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('asset_accounts_application_account_key', ['application_uuid', 'institution_id', 'account_id'])
    .execute();

  // product/assets and product/prequal-winback: the moments the applicant acted (a replay answers the same).
  await db.schema
    .alterTable('applications')
    .addColumn('assets_submitted_at', 'timestamptz')
    .addColumn('assets_verified_dollars', 'integer')
    // { previousMaxLine, newMaxLine, reportedLienDollars, titleLienDollars, lienPosition, propertyValueDollars }
    .addColumn('requalification', 'jsonb')
    .addColumn('requalification_accepted_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .dropColumn('assets_submitted_at')
    .dropColumn('assets_verified_dollars')
    .dropColumn('requalification')
    .dropColumn('requalification_accepted_at')
    .execute();
  await db.schema.dropTable('asset_accounts').execute();
  await db.schema.dropTable('valuations').execute();
}
