import { type Insertable, sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import { isParticipant, type ParticipantRole } from '../../platform/database/participants.repo';
import type { ApplicationRow, Database } from '../../platform/database/schema';

/**
 * The one repository of the applications' rows outside their status fields (status/status.repo.ts writes those):
 * the engine's, and every module's through app.workflow.applications (application-records.ts). No decisions here.
 */

/** Any application by uuid; within `orgCodes` when given (a console member's); locked for the caller's transaction. */
export const findApplication = (
  db: Db,
  uuid: string,
  { orgCodes, forUpdate = false }: { orgCodes?: readonly string[]; forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> => {
  if (orgCodes?.length === 0) return Promise.resolve(undefined);
  let query = db.selectFrom('applications').selectAll().where('uuid', '=', uuid);
  if (orgCodes) query = query.where('org_code', 'in', orgCodes);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/**
 * The application within `orgCodes`, with when the first of its scheduled transitions not yet applied falls due (null:
 * none): its reader knows in the same statement whether the engine has a step to apply first.
 */
export const findApplicationWithNextDue = (
  db: Db,
  uuid: string,
  orgCodes: readonly string[],
): Promise<(ApplicationRow & { next_due_at: Date | null }) | undefined> => {
  if (orgCodes.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('applications')
    .selectAll('applications')
    .select((eb) =>
      eb
        .selectFrom('scheduled_transitions as t')
        .select((t) => t.fn.min('t.due_at').as('due_at'))
        .whereRef('t.application_uuid', '=', 'applications.uuid')
        .where('t.applied_at', 'is', null)
        .$castTo<Date | null>()
        .as('next_due_at'),
    )
    .where('applications.uuid', '=', uuid)
    .where('applications.org_code', 'in', orgCodes)
    .executeTakeFirst();
};

/** The applications this identity applied for (as the borrower), newest first. */
export const listBorrowerApplications = (db: Db, identityUuid: string): Promise<ApplicationRow[]> =>
  db
    .selectFrom('applications')
    .selectAll('applications')
    .where(isParticipant(identityUuid, 'PRIMARY'))
    .orderBy('applications.created_at', 'desc')
    .execute();

/** The active applications in which this identity takes part in `role`, newest first. */
export const listActiveApplicationsAs = (db: Db, identityUuid: string, role: ParticipantRole) =>
  db
    .selectFrom('applications')
    .select(['applications.uuid', 'applications.org_code', 'applications.is_inquiry', 'applications.checklist_status'])
    .where(isParticipant(identityUuid, role))
    .where('applications.active', '=', true)
    .orderBy('applications.created_at', 'desc')
    .execute();

/** The newest application (active or closed) in which this identity is an additional signer. */
export const findLatestSignerApplication = async (db: Db, identityUuid: string) =>
  (
    await db
      .selectFrom('applications')
      .select('applications.uuid')
      .where(isParticipant(identityUuid, 'ADDITIONAL_SIGNER'))
      .orderBy('applications.active', 'desc')
      .orderBy('applications.created_at', 'desc')
      .executeTakeFirst()
  )?.uuid;

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

/** The latest application this identity completed after `since`. */
export const findLatestCompletion = (db: Db, identityUuid: string, since: Date) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'org_code', 'completed_at'])
    .where('identity_uuid', '=', identityUuid)
    .where('completed_at', '>', since)
    .orderBy('completed_at', 'desc')
    .executeTakeFirst();

/** Inserts the application unless the identity's active one exists (the partial unique index decides a race). */
export const insertApplication = (db: Db, values: Insertable<Database['applications']>) =>
  db
    .insertInto('applications')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('uuid')
    .executeTakeFirst();

/** Columns of an application its people's own actions change, never its status fields. */
export type ApplicantColumns = Partial<
  Pick<
    Insertable<Database['applications']>,
    | 'selected_offer'
    | 'experiments'
    | 'full_story_link'
    | 'autopay_enrolled'
    | 'contact'
    | 'marital_status'
    | 'ownership_type'
    | 'hmda'
  >
> & { updated_at?: Date };

export const updateApplicantColumns = async (db: Db, uuid: string, values: ApplicantColumns) => {
  await db.updateTable('applications').set(values).where('uuid', '=', uuid).execute();
};

/** Applications whose applicant snapshot still holds a plain date of birth (written before migration 0012). */
export const listPlainApplicantBirthDates = (db: Db) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'applicant'])
    .where(sql<boolean>`applicant ? 'dob'`)
    .execute();

/** The applicant snapshot rewritten (its date of birth sealed): no change of the application's, so no updated_at. */
export const replaceApplicantSnapshot = async (db: Db, uuid: string, applicant: string) => {
  await db.updateTable('applications').set({ applicant }).where('uuid', '=', uuid).execute();
};

/** The assignee is no status field, nor the applicant's: the file's updated_at stays. */
export const setAssignee = async (db: Db, applicationUuid: string, memberUuid: string | null) => {
  await db.updateTable('applications').set({ assignee_uuid: memberUuid }).where('uuid', '=', applicationUuid).execute();
};
