import type { ExpressionBuilder } from 'kysely';
import type { ApplicationRow, EngineDatabase, EngineDb } from '../../engine/db/tables';
import { STATUS_READ_COLUMNS } from '../../engine/workflow/status-fields';

/** Kysely queries of the application and its participants; no decisions here. */

/** Where-clause: the identity takes part in the application (primary applicant or additional signer). */
const isParticipant = (identityUuid: string) => (eb: ExpressionBuilder<EngineDatabase, 'applications'>) =>
  eb.exists(
    eb
      .selectFrom('application_participants as p')
      .select('p.identity_uuid')
      .whereRef('p.application_uuid', '=', 'applications.uuid')
      .where('p.identity_uuid', '=', identityUuid),
  );

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
    .where(isParticipant(identityUuid));
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
};

/**
 * The status columns of an application the identity takes part in, and whether a scheduled transition of it is due
 * at `now`: one query, so a status read with nothing due costs one round trip after the session check.
 */
export const findParticipantStatus = (db: EngineDb, uuid: string, identityUuid: string, now: Date) =>
  db
    .selectFrom('applications')
    .select(STATUS_READ_COLUMNS.map((column) => `applications.${column}` as const))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('scheduled_transitions as t')
            .select('t.id')
            .whereRef('t.application_uuid', '=', 'applications.uuid')
            .where('t.applied_at', 'is', null)
            .where('t.due_at', '<=', now),
        )
        .as('has_due'),
    )
    .where('applications.uuid', '=', uuid)
    .where(isParticipant(identityUuid))
    .executeTakeFirst();

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
