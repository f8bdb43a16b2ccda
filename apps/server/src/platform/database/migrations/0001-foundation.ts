import { type Kysely, sql } from 'kysely';

/**
 * Foundation tables: settings, organisations, identities and profiles, sessions, login attempts, feature flags, loan
 * officers, referrals and a first cut of applications (the engine extends it in later migrations). Plain SQL types
 * that PGlite and PostgreSQL both understand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('organizations')
    .addColumn('org_code', 'text', (c) => c.primaryKey())
    .addColumn('canonical_org_code', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('org_brand', 'jsonb', (c) => c.notNull())
    .addColumn('org_meta_data', 'jsonb', (c) => c.notNull())
    .addColumn('org_pricing_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('hosts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('identities')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull().references('organizations.org_code'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('profile_type', 'text', (c) => c.notNull())
    .addColumn('aliases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_expired', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_broker', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('wallet_account_address', 'text')
    .addColumn('wallet_group_policy_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // An identity belongs to one organisation; the same email may register again in another one.
    .addUniqueConstraint('identities_org_email_unique', ['org_code', 'email'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().unique().references('identities.uuid').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('suffix', 'text')
    .addColumn('dob', 'jsonb')
    .addColumn('phone_numbers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('addresses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('optimizely_profile_uuid', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_identity_idx').on('sessions').column('identity_uuid').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_account_idx')
    .on('login_attempts')
    .columns(['account_key', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['client_ip', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull().defaultTo('*'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('variables', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('feature_flags_pk', ['key', 'org_code'])
    .execute();

  await db.schema
    .createTable('loan_officers')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull().references('organizations.org_code'))
    .addColumn('originator_name', 'text', (c) => c.notNull())
    .addColumn('broker_name', 'text')
    .addColumn('nmls', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('avatar_uri', 'text')
    .addColumn('licensed_states', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('enforce_licensed_states_for_referral', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('originator_display_info', 'jsonb', (c) => c.notNull())
    .addColumn('wholesale_broker_nmls', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull().references('organizations.org_code'))
    .addColumn('loan_officer_uuid', 'uuid', (c) => c.references('loan_officers.uuid'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text')
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid'))
    .addColumn('org_code', 'text', (c) => c.notNull().references('organizations.org_code'))
    .addColumn('loan_number', 'text')
    .addColumn('checklist_status', 'text', (c) => c.notNull())
    .addColumn('property_street1', 'text')
    .addColumn('property_street2', 'text')
    .addColumn('property_city', 'text')
    .addColumn('property_state', 'text')
    .addColumn('property_zip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('applications_identity_idx').on('applications').column('identity_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'applications',
    'referrals',
    'loan_officers',
    'feature_flags',
    'login_attempts',
    'sessions',
    'profiles',
    'identities',
    'organizations',
    'settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
