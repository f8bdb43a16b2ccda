import { type Kysely, sql } from 'kysely';

/**
 * What registration and the credit bureau hand over and nothing kept (docs/decisions.md "Calls the app makes"):
 * - applications.marketing_tools: the marketing tool ids of the create call (docs/product/registration-and-routing.md §7).
 * - credit_reports.tradelines: the open accounts of each pull, which the application answers as its liabilities
 *   (docs/product/widgets-and-calculations.md §3). Reports pulled before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('marketing_tools', 'jsonb').execute();
  await db.schema
    .alterTable('credit_reports')
    .addColumn('tradelines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_reports').dropColumn('tradelines').execute();
  await db.schema.alterTable('applications').dropColumn('marketing_tools').execute();
}
