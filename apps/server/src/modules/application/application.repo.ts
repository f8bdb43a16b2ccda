import type { ApplicationRow, EngineDb } from '../../engine/db/tables';

/** Kysely queries of the application and its participants; no decisions here. */

/** The application if `identityUuid` is one of its participants (primary applicant or additional signer). */
export const findParticipantApplication = (
  db: EngineDb,
  uuid: string,
  identityUuid: string,
  { forUpdate = false } = {},
): Promise<ApplicationRow | undefined> => {
  let query = db
    .selectFrom('applications')
    .selectAll('applications')
    .where('applications.uuid', '=', uuid)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('application_participants as p')
          .select('p.identity_uuid')
          .whereRef('p.application_uuid', '=', 'applications.uuid')
          .where('p.identity_uuid', '=', identityUuid),
      ),
    );
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
};

export const listParticipantApplications = (db: EngineDb, identityUuid: string): Promise<ApplicationRow[]> =>
  db
    .selectFrom('applications')
    .innerJoin('application_participants as p', 'p.application_uuid', 'applications.uuid')
    .selectAll('applications')
    .where('p.identity_uuid', '=', identityUuid)
    .orderBy('applications.created_at', 'desc')
    .execute();

export const findByIdempotencyKey = (db: EngineDb, identityUuid: string, key: string) =>
  db
    .selectFrom('applications')
    .select('uuid')
    .where('identity_uuid', '=', identityUuid)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const findActiveApplication = (db: EngineDb, identityUuid: string, orgCode: string) =>
  db
    .selectFrom('applications')
    .select('uuid')
    .where('identity_uuid', '=', identityUuid)
    .where('org_code', '=', orgCode)
    .where('active', '=', true)
    .executeTakeFirst();

export const listSignerIdentities = async (db: EngineDb, applicationUuid: string): Promise<string[]> =>
  (
    await db
      .selectFrom('application_participants')
      .select('identity_uuid')
      .where('application_uuid', '=', applicationUuid)
      .where('role', '=', 'ADDITIONAL_SIGNER')
      .orderBy('created_at')
      .execute()
  ).map((r) => r.identity_uuid);
