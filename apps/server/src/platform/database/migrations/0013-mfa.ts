import { type Kysely, sql } from 'kysely';

/**
 * Multi-factor authentication. On the identity: its authenticator secret, sealed (platform/crypto; pending
 * while totp_verified is false, live once confirmed) and the last time step a code was accepted at, so a code is never
 * accepted twice. Recovery codes are kept as keyed hashes only, each spent once. Sign-in challenges (the step between
 * the password and the code) are rows, not memory: any server node may receive the second call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('identities')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_last_step', 'integer')
    .execute();

  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('mfa_recovery_codes_identity_hash_unique', ['identity_uuid', 'code_hash'])
    .execute();

  await db.schema
    .createTable('mfa_challenges')
    // A keyed hash of the token the client holds: reading the table does not let anyone finish a sign-in.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
    .addColumn('portal', 'text', (c) => c.notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mfa_challenges_expires_idx').on('mfa_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.alterTable('identities').dropColumn('totp_secret_sealed').dropColumn('totp_last_step').execute();
}
