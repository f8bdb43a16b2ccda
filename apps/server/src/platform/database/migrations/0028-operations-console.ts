import { type Kysely, sql } from 'kysely';

/**
 * The operations console (docs/product/operations-console.md). Staff members are not borrowers: their own table,
 * roles and organisations (jsonb lists), password hash, sealed authenticator secret and recovery codes (keyed hashes).
 * One-time set-up links and staff sessions are rows holding only a keyed hash of the token the browser holds, so any
 * server node answers them and an admin's "disable" ends every session at once. The audit trail is append-only: a
 * trigger refuses any update or delete. Applications gain the member they are assigned to and when they entered
 * their status (the pipeline's "time in status"), with internal notes beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('org_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_confirmed_at', 'timestamptz')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('invited_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_uuid', 'uuid', (c) => c.notNull().references('staff_members.uuid').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_uuid', 'uuid', (c) => c.notNull().references('staff_members.uuid').onDelete('cascade'))
    .addColumn('second_factor_at', 'timestamptz')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_sessions_member_idx').on('staff_sessions').column('member_uuid').execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_uuid', 'uuid', (c) => c.notNull().references('staff_members.uuid').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('staff_recovery_codes_member_hash_unique', ['member_uuid', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    /** The member who acted; null for an act of the command line (the first admin). */
    .addColumn('member_uuid', 'uuid')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('application_uuid', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('staff_audit_application_idx')
    .on('staff_audit')
    .columns(['application_uuid', 'id'])
    .execute();
  await sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
    begin raise exception 'staff_audit is append-only'; end $$`.execute(db);
  await sql`create trigger staff_audit_no_change before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`.execute(db);

  await db.schema
    .createTable('application_notes')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('application_uuid', 'uuid', (c) => c.notNull().references('applications.uuid').onDelete('cascade'))
    .addColumn('member_uuid', 'uuid', (c) => c.notNull().references('staff_members.uuid'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_application_idx')
    .on('application_notes')
    .columns(['application_uuid', 'created_at'])
    .execute();

  await db.schema
    .alterTable('applications')
    .addColumn('assignee_uuid', 'uuid', (c) => c.references('staff_members.uuid').onDelete('set null'))
    .addColumn('status_changed_at', 'timestamptz')
    .execute();
  await sql`update applications a set status_changed_at = coalesce(
      (select max(h.created_at) from status_history h
        where h.application_uuid = a.uuid and h.field = 'checklistStatus'),
      a.created_at)`.execute(db);
  await sql`alter table applications alter column status_changed_at set default now()`.execute(db);
  await sql`alter table applications alter column status_changed_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('assignee_uuid').dropColumn('status_changed_at').execute();
  await db.schema.dropTable('application_notes').execute();
  await db.schema.dropTable('staff_audit').execute();
  await sql`drop function if exists staff_audit_append_only()`.execute(db);
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_links').execute();
  await db.schema.dropTable('staff_members').execute();
}
