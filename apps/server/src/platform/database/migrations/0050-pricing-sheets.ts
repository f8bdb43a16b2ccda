import { type Kysely, sql } from 'kysely';
import { announceWrites } from './0039-rows-changed-notify';

/**
 * Pricing sheets, versioned (docs/pricing.md "Pricing sheets"): each version of an organisation's sheet is kept whole
 * and never changed, with the instant it takes effect, who wrote it and the version it restores, if any. An
 * application records the version that priced its offers (`pricing_sheet_version`; 0 for the organisation's standing
 * `orgPricingData` when it has no sheet), so a later sheet never changes an offer already made, and the income
 * re-pricing prices with the same version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_sheets')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sheet', 'jsonb', (c) => c.notNull())
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pricing_sheets_pk', ['org_code', 'version'])
    .execute();
  await db.schema.alterTable('applications').addColumn('pricing_sheet_version', 'integer').execute();
  // Every table announces its writes (migration 0039): a sheet published on one node prices on every node at once.
  await announceWrites(db, 'pricing_sheets');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('pricing_sheet_version').execute();
  await db.schema.dropTable('pricing_sheets').execute();
}
