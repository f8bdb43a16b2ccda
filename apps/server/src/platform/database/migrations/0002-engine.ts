import { type Kysely, sql } from 'kysely';

/**
 * The lending engine (docs/architecture.md): the status fields and registration data of an application, its participants, the
 * status history, the scheduled processing steps, conditions, and the registration-side records (waitlist, consents,
 * offer codes, affiliate prefill, excluded zips, tracker profiles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const emptyArray = sql`'[]'::jsonb`;

  await db.schema
    .alterTable('applications')
    .addColumn('uw_decision', 'text')
    .addColumn('uw_sub_decision', 'text')
    .addColumn('bpo', 'text')
    .addColumn('title', 'text')
    .addColumn('property_condition', 'text')
    .addColumn('waiting_on_flood_cert', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('manual_notary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('primary_participant_accept_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_crypto', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_inquiry', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('disburse_routing_number', 'text')
    .addColumn('disburse_account_number', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('applicant', 'jsonb')
    .addColumn('home_address', 'jsonb')
    .addColumn('occupancy_type', 'text')
    .addColumn('property_listed_for_sale', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('employment_type', 'text')
    .addColumn('income', 'jsonb')
    .addColumn('credit_score', 'integer')
    .addColumn('monthly_debt_dollars', 'double precision')
    .addColumn('existing_lien_dollars', 'double precision')
    .addColumn('property_value_dollars', 'double precision')
    .addColumn('flood_zone', 'text')
    .addColumn('offers', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('selected_offer', 'jsonb')
    .addColumn('referrer_uuid', 'uuid')
    .addColumn('referral_uuid', 'uuid')
    .addColumn('wholesale_broker_nmls', 'text')
    .addColumn('offer_code', 'text')
    .addColumn('consents', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('experiments', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('utm_parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('full_story_link', 'text')
    .execute();
  // One active application per identity and organisation: a double submit cannot create a second one.
  await sql`create unique index applications_one_active_idx on applications (identity_uuid, org_code) where active`.execute(
    db,
  );
  await sql`create unique index applications_idempotency_idx on applications (identity_uuid, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('application_participants')
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull().references('identities.uuid'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('application_participants_pk', ['application_uuid', 'identity_uuid'])
    .execute();
  await db.schema
    .createIndex('application_participants_identity_idx')
    .on('application_participants')
    .column('identity_uuid')
    .execute();

  await db.schema
    .createTable('status_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('transition_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('status_history_application_idx')
    .on('status_history')
    .columns(['application_uuid', 'id'])
    .execute();

  await db.schema
    .createTable('scheduled_transitions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index scheduled_transitions_due_idx on scheduled_transitions (due_at) where applied_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('conditions')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('category_enum', 'text', (c) => c.notNull())
    .addColumn('request_documents', 'jsonb', (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('action_needed', 'text')
    .addColumn('notes', 'text')
    .addColumn('comments_to_borrower', 'text')
    .addColumn('num_docs_required', 'integer')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('conditions_application_idx').on('conditions').column('application_uuid').execute();

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('dob', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('income', 'double precision', (c) => c.notNull())
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('consent', 'boolean', (c) => c.notNull())
    .addColumn('waitlisted', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_consents')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('consent_prompt_uuid', 'uuid', (c) => c.notNull())
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('opt_in_out', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('offer_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('in_home_date', 'text', (c) => c.notNull())
    .addColumn('respond_by_date', 'text', (c) => c.notNull())
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('prepop_records')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('excluded_zips')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('excluded_zips_pk', ['org_code', 'zip'])
    .execute();

  await db.schema
    .createTable('tracker_profiles')
    .addColumn('identity_uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('optimizely_profile_uuid', 'uuid')
    .addColumn('tracker_uuid', 'uuid')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'tracker_profiles',
    'excluded_zips',
    'prepop_records',
    'offer_codes',
    'user_consents',
    'waitlist_entries',
  ];
  for (const table of [
    ...tables,
    'conditions',
    'scheduled_transitions',
    'status_history',
    'application_participants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
