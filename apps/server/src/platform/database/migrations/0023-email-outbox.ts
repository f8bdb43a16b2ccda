import { type Kysely, sql } from 'kysely';

/**
 * The sandbox e-mail outbox. With EMAIL_TRANSPORT=outbox (the sandbox default) every e-mail the server
 * would send is stored here instead, for the tester to open (docs/sandbox.md); SMTP sends and stores nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    // What the e-mail is for: SIGNER_INVITATION, ...
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').ifExists().execute();
}
