import { type Kysely, sql } from 'kysely';

/**
 * E-signing: each signer's consent to sign electronically (with where it was given), which documents each
 * signer read to the end, and every signature with its audit trail (who, when, IP, user agent, location, the SHA-256
 * of the bytes signed). A place is signed once per signer: the unique key makes a double submit sign once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_sessions')
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    // BORROWER or OWNER.
    .addColumn('signer_role', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text')
    .addColumn('consented_at', 'timestamptz')
    .addColumn('consent_ip', 'text')
    .addColumn('consent_user_agent', 'text')
    .addColumn('location', 'jsonb')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('signing_sessions_pk', ['application_uuid', 'identity_uuid'])
    .execute();

  await db.schema
    .createTable('closing_document_reads')
    .addColumn('closing_document_uuid', 'uuid', (c) =>
      c.notNull().references('closing_documents.uuid').onDelete('cascade'),
    )
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('closing_document_reads_pk', ['closing_document_uuid', 'identity_uuid'])
    .execute();

  await db.schema
    .createTable('signatures')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('closing_document_uuid', 'uuid', (c) =>
      c.notNull().references('closing_documents.uuid').onDelete('cascade'),
    )
    .addColumn('place_key', 'text', (c) => c.notNull())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('signer_role', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    // TYPED or DRAWN.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('typed_text', 'text')
    // A drawn signature as a PNG data URL.
    .addColumn('image', 'text')
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('location', 'jsonb')
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('signatures_place_unique', ['closing_document_uuid', 'place_key', 'identity_uuid'])
    .execute();
  await db.schema.createIndex('signatures_application_idx').on('signatures').column('application_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signatures').execute();
  await db.schema.dropTable('closing_document_reads').execute();
  await db.schema.dropTable('signing_sessions').execute();
}
