import { type CompiledQuery, type Insertable, sql } from 'kysely';
import { type Db, preparedStatement } from '../../platform/database/database';
import { isParticipant } from '../../platform/database/participants.repo';
import type { ApplicationRow, CreditTradeline, Database } from '../../platform/database/schema';

/** Kysely queries of the application and its participants; no decisions here. */

/** The applications this identity applied for (as the borrower), newest first. */
export const listBorrowerApplications = (db: Db, identityUuid: string): Promise<ApplicationRow[]> =>
  db
    .selectFrom('applications')
    .innerJoin('application_participants as p', 'p.application_uuid', 'applications.uuid')
    .selectAll('applications')
    .where('p.identity_uuid', '=', identityUuid)
    .where('p.role', '=', 'PRIMARY')
    .orderBy('applications.created_at', 'desc')
    .execute();

/** The application of this identity created with `key`, or else its active one in the organisation. */
export const findExistingApplication = async (db: Db, identityUuid: string, orgCode: string, key?: string) => {
  const byKey = key
    ? await db
        .selectFrom('applications')
        .select('uuid')
        .where('identity_uuid', '=', identityUuid)
        .where('idempotency_key', '=', key)
        .executeTakeFirst()
    : undefined;
  return (
    byKey ??
    db
      .selectFrom('applications')
      .select('uuid')
      .where('identity_uuid', '=', identityUuid)
      .where('org_code', '=', orgCode)
      .where('active', '=', true)
      .executeTakeFirst()
  );
};

/** Inserts the application unless the identity's active one exists (the partial unique index decides a race). */
export const insertApplication = (db: Db, values: Insertable<Database['applications']>) =>
  db
    .insertInto('applications')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('uuid')
    .executeTakeFirst();

export const markReferralUsed = async (db: Db, referralUuid: string) => {
  await db.updateTable('referrals').set({ status: 'USED' }).where('uuid', '=', referralUuid).execute();
};

/** Columns of an application the borrower's own actions change (never its status fields: the workflow writes those). */
export const updateApplication = async (
  db: Db,
  uuid: string,
  values: Partial<
    Pick<
      Insertable<Database['applications']>,
      'selected_offer' | 'experiments' | 'full_story_link' | 'autopay_enrolled'
    >
  >,
  now: Date,
) => {
  await db
    .updateTable('applications')
    .set({ ...values, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};

export const listSignerIdentities = async (db: Db, applicationUuid: string): Promise<string[]> =>
  (
    await db
      .selectFrom('application_participants')
      .select('identity_uuid')
      .where('application_uuid', '=', applicationUuid)
      .where('role', '=', 'ADDITIONAL_SIGNER')
      .orderBy('created_at')
      .execute()
  ).map((r) => r.identity_uuid);

/** The latest application this identity completed after `since`. */
export const findLatestCompletion = (db: Db, identityUuid: string, since: Date) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'org_code', 'completed_at'])
    .where('identity_uuid', '=', identityUuid)
    .where('completed_at', '>', since)
    .orderBy('completed_at', 'desc')
    .executeTakeFirst();

/** The active applications in which this identity takes part in `role` (PRIMARY, ADDITIONAL_SIGNER), newest first. */
export const listActiveApplicationsAs = (db: Db, identityUuid: string, role: 'PRIMARY' | 'ADDITIONAL_SIGNER') =>
  db
    .selectFrom('applications')
    .innerJoin('application_participants as p', 'p.application_uuid', 'applications.uuid')
    .select(['applications.uuid', 'applications.org_code', 'applications.is_inquiry', 'applications.checklist_status'])
    .where('p.identity_uuid', '=', identityUuid)
    .where('p.role', '=', role)
    .where('applications.active', '=', true)
    .orderBy('applications.created_at', 'desc')
    .execute();

export const upsertTrackerProfile = async (
  db: Db,
  identityUuid: string,
  values: { optimizely_profile_uuid?: string; tracker_uuid?: string },
  now: Date,
) => {
  await db
    .insertInto('tracker_profiles')
    .values({
      identity_uuid: identityUuid,
      optimizely_profile_uuid: null,
      tracker_uuid: null,
      ...values,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('identity_uuid').doUpdateSet({ ...values, updated_at: now }))
    .execute();
};

export const findTrackerProfile = (db: Db, identityUuid: string) =>
  db
    .selectFrom('tracker_profiles')
    .select(['optimizely_profile_uuid', 'tracker_uuid'])
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();

/** Applications whose applicant snapshot still holds a plain date of birth (written before migration 0012). */
export const listPlainApplicantBirthDates = (db: Db) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'applicant'])
    .where(sql<boolean>`applicant ? 'dob'`)
    .execute();

export const replaceApplicantSnapshot = async (db: Db, uuid: string, applicant: string) => {
  await db.updateTable('applications').set({ applicant }).where('uuid', '=', uuid).execute();
};

/** The application read's row: the application and what its answer reads besides (application.mapper.ts). */
export interface ApplicationReadRow extends ApplicationRow {
  /** The additional signers' identities, oldest first. */
  signer_identities: string[];
  /** The open accounts of the latest credit report (null before the first pull). */
  tradelines: CreditTradeline[] | null;
  /** The title search's liens by position, with the applicant's choice on each. */
  lien_choices: { position: number; action: string | null }[];
  /** The income verification methods asked for, oldest first. */
  income_methods: string[];
  /** When the first of its scheduled transitions not yet applied falls due (null: none). */
  next_due_at: Date | null;
}

const applicationReadQuery = (db: Db, uuid: string, identityUuid: string) =>
  db
    .selectFrom('applications')
    .selectAll('applications')
    .select([
      sql<string[]>`coalesce((select json_agg(s.identity_uuid order by s.created_at) from application_participants s
        where s.application_uuid = applications.uuid and s.role = 'ADDITIONAL_SIGNER'), '[]'::json)`.as(
        'signer_identities',
      ),
      sql<CreditTradeline[] | null>`(select c.tradelines from credit_reports c
        where c.application_uuid = applications.uuid order by c.pulled_at desc limit 1)`.as('tradelines'),
      sql<{ position: number; action: string | null }[]>`coalesce((select json_agg(json_build_object(
        'position', l.position, 'action', l.action) order by l.position) from liens l
        where l.application_uuid = applications.uuid), '[]'::json)`.as('lien_choices'),
      sql<string[]>`coalesce((select json_agg(v.method order by v.created_at, v.uuid) from income_verifications v
        where v.application_uuid = applications.uuid), '[]'::json)`.as('income_methods'),
      sql<Date | null>`(select min(t.due_at) from scheduled_transitions t
        where t.application_uuid = applications.uuid and t.applied_at is null)`.as('next_due_at'),
    ])
    .where('applications.uuid', '=', uuid)
    .where(isParticipant(identityUuid));

const UUID_MARK = '\u0000uuid';
const IDENTITY_MARK = '\u0000identity';
let boundApplicationRead: ((uuid: string, identityUuid: string) => CompiledQuery) | undefined;

/**
 * The application read in one statement (docs/product/registration-and-routing.md §3): the row, only if
 * `identityUuid` takes part in it, with its signers, the latest credit report's accounts, the liens' choices, the
 * income methods and its next due transition. Its SQL is compiled once and prepared by name (the read every screen of
 * the application area makes when it opens; five round trips and a Kysely compile each were most of its time).
 */
export const findApplicationRead = async (
  db: Db,
  uuid: string,
  identityUuid: string,
): Promise<ApplicationReadRow | undefined> => {
  if (!boundApplicationRead) {
    const compiled = applicationReadQuery(db, UUID_MARK, IDENTITY_MARK).compile();
    const slots = compiled.parameters.map((value) => [UUID_MARK, IDENTITY_MARK].indexOf(value as string));
    preparedStatement(compiled.sql);
    boundApplicationRead = (u, identity) => ({
      ...compiled,
      parameters: slots.map((slot, i) => (slot === 0 ? u : slot === 1 ? identity : compiled.parameters[i])),
    });
  }
  const { rows } = await db.executeQuery<ApplicationReadRow>(boundApplicationRead(uuid, identityUuid));
  const row = rows[0];
  // PostgreSQL answers a timestamptz inside a subquery as a Date; keep it one whatever the driver.
  if (row && row.next_due_at !== null && !(row.next_due_at instanceof Date))
    row.next_due_at = new Date(row.next_due_at);
  return row;
};
