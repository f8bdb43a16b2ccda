import { type Kysely, sql } from 'kysely';

/**
 * The closing package: the flood certificate ordered for closing (how many times it was asked, what it
 * said), and the package's documents (each generated PDF in the document store, its hash, and its signed copy once
 * the engine produced it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('flood_cert_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flood_certificate', 'jsonb')
    .addColumn('closing_package_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('closing_documents')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // CLOSING_DOCUMENT_KEYS of the domain.
    .addColumn('doc_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('document_uuid', 'uuid', (c) => c.notNull().references('documents.uuid'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('signed_document_uuid', 'uuid', (c) => c.references('documents.uuid'))
    // How many signatures the signed copy carries: a later signature (an additional signer) makes a new copy.
    .addColumn('signed_copy_signatures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('closing_documents_key_unique', ['application_uuid', 'doc_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closing_documents').execute();
  await db.schema
    .alterTable('applications')
    .dropColumn('flood_cert_orders')
    .dropColumn('flood_certificate')
    .dropColumn('closing_package_at')
    .execute();
}
