import { type Kysely, sql } from 'kysely';

/**
 * What the shell around the journey sends and shows: the feedback borrowers send the CEO
 * (docs/product/application-area.md §5.1), the site banners admins write (docs/product/widgets-and-calculations.md §4)
 * and the errors the web app reports (docs/product/application-area.md §8). A feedback is unique by its sender and
 * its content, so a double click or a resent form stores it once; a banner's uuid comes from the console's form for
 * the same reason; reports alike are one row with a count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ceo_feedback')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('application_uuid', 'uuid')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('marketing_consent', 'boolean', (c) => c.notNull())
    .addColumn('pathname', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ceo_feedback_sender_content_unique', ['identity_uuid', 'content_hash'])
    .execute();
  await db.schema
    .createIndex('ceo_feedback_org_created_idx')
    .on('ceo_feedback')
    .columns(['org_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('site_banners')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('apps', 'jsonb', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('dismissable', 'boolean', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('site_banners_org_idx').on('site_banners').column('org_code').execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('pathname', 'text', (c) => c.notNull())
    .addColumn('app_version', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('client_errors_org_fingerprint_unique', ['org_code', 'fingerprint'])
    .execute();
  await db.schema
    .createIndex('client_errors_org_last_seen_idx')
    .on('client_errors')
    .columns(['org_code', 'last_seen_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_errors').execute();
  await db.schema.dropTable('site_banners').execute();
  await db.schema.dropTable('ceo_feedback').execute();
}
