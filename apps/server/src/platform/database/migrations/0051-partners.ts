import { type Kysely, sql } from 'kysely';
import { announceWrites } from './0039-rows-changed-notify';

/**
 * Partners run from the console (docs/organizations.md): an organisation may be suspended (its hosts show a page of
 * their own instead of registration, its applicants in progress keep their access); each brand saved is kept as a
 * version, so restoring an earlier one is one act; uploaded logos and favicons are kept by the hash of their bytes,
 * served under one path whose name never changes its content (cached for good by a browser or a CDN).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('suspended_at', 'timestamptz').execute();
  await db.schema
    .createTable('partner_brand_versions')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('brand', 'jsonb', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('partner_brand_versions_pk', ['org_code', 'version'])
    .execute();
  await db.schema
    .createTable('brand_assets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every table announces its writes (migration 0039): a partner edited on one node shows on every node at once.
  await announceWrites(db, 'partner_brand_versions');
  await announceWrites(db, 'brand_assets');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_assets').execute();
  await db.schema.dropTable('partner_brand_versions').execute();
  await db.schema.alterTable('organizations').dropColumn('suspended_at').execute();
}
