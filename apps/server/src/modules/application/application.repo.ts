import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow, Database } from '../../platform/database/schema';
import type { Insertable } from 'kysely';

/** Kysely queries of the application and its participants; no decisions here. */

export const listParticipantApplications = (db: Db, identityUuid: string): Promise<ApplicationRow[]> =>
  db
    .selectFrom('applications')
    .innerJoin('application_participants as p', 'p.application_uuid', 'applications.uuid')
    .selectAll('applications')
    .where('p.identity_uuid', '=', identityUuid)
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
