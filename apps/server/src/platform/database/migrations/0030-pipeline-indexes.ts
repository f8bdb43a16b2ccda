import { type Kysely, sql } from 'kysely';

/**
 * The operations console's pipeline (docs/product/operations-console.md §3, docs/scaling.md): every list it pages
 * is read through one of these plain btree indexes, so a page stays fast at 100,000 applications (bench figure 8).
 * Each sort has its index by organisation; the search is a prefix match of the first name, the last name, the e-mail
 * or the loan number, each on its own expression index (text_pattern_ops: a LIKE 'prefix%' under any collation);
 * the waiting-on filter reads the open conditions through a partial index.
 * The expressions here are the very ones workflow/applications/pipeline.repo.ts writes, or the planner cannot use them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_org_since_idx on applications (org_code, status_changed_at, uuid)`.execute(db);
  await sql`create index applications_since_idx on applications (status_changed_at, uuid)`.execute(db);
  await sql`create index applications_org_status_since_idx
    on applications (org_code, checklist_status, status_changed_at)`.execute(db);
  await sql`create index applications_org_updated_idx on applications (org_code, updated_at)`.execute(db);
  await sql`create index applications_org_name_idx on applications
    (org_code, lower(applicant->>'lastName'), lower(applicant->>'firstName'))`.execute(db);
  await sql`create index applications_assignee_since_idx on applications (assignee_uuid, status_changed_at)`.execute(
    db,
  );
  await sql`create index applications_last_name_prefix_idx
    on applications (lower(applicant->>'lastName') text_pattern_ops)`.execute(db);
  await sql`create index applications_first_name_prefix_idx
    on applications (lower(applicant->>'firstName') text_pattern_ops)`.execute(db);
  await sql`create index applications_email_prefix_idx
    on applications (lower(coalesce(contact->>'email', applicant->>'email')) text_pattern_ops)`.execute(db);
  await sql`create index applications_loan_number_prefix_idx
    on applications (upper(loan_number) text_pattern_ops)`.execute(db);
  await sql`create index conditions_open_idx on conditions (state, application_uuid) where state <> 'ACCEPTED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'conditions_open_idx',
    'applications_loan_number_prefix_idx',
    'applications_email_prefix_idx',
    'applications_first_name_prefix_idx',
    'applications_last_name_prefix_idx',
    'applications_assignee_since_idx',
    'applications_org_name_idx',
    'applications_org_updated_idx',
    'applications_org_status_since_idx',
    'applications_since_idx',
    'applications_org_since_idx',
  ])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
