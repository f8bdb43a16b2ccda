import { type Kysely, sql } from 'kysely';

/**
 * Additional signers: one row per person who must sign the closing besides the primary applicant (a
 * co-owner the title report names, a spouse where the state requires one, anyone the applicant adds), with the
 * invitation (only a SHA-256 of its single-use token is kept, with its expiry) and the identity the signer created
 * (a CO_DEEDER login that is a participant of this application only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('additional_signers')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    // TITLE, STATE_RULE or APPLICANT.
    .addColumn('source', 'text', (c) => c.notNull())
    // CO_OWNER, SPOUSE or OTHER.
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    // Lower-cased; null until the applicant gives it.
    .addColumn('email', 'text')
    .addColumn('identity_uuid', 'uuid', (c) => c.references('identities.uuid'))
    .addColumn('invitation_token_hash', 'text')
    .addColumn('invitation_expires_at', 'timestamptz')
    .addColumn('invited_at', 'timestamptz')
    .addColumn('invitations_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'timestamptz')
    // Set by the workflow when the signer completed the closing package (D's signing calls additionalSignerSigned).
    .addColumn('signed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('additional_signers_application_idx')
    .on('additional_signers')
    .column('application_uuid')
    .execute();
  await db.schema
    .createIndex('additional_signers_email_uq')
    .on('additional_signers')
    .columns(['application_uuid', 'email'])
    .unique()
    .where(sql.ref('email'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('additional_signers_token_uq')
    .on('additional_signers')
    .column('invitation_token_hash')
    .unique()
    .where(sql.ref('invitation_token_hash'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('additional_signers_identity_idx')
    .on('additional_signers')
    .column('identity_uuid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('additional_signers').ifExists().execute();
}
