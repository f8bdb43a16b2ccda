import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { ApplicationRow, Database } from './schema';

/** A participant's role in an application (application_participants.role). */
export type ParticipantRole = 'PRIMARY' | 'ADDITIONAL_SIGNER';

/**
 * Where-clause on `applications`: the identity takes part in the application (primary applicant or additional
 * signer), in `role` when given. Every read on behalf of a person goes through it, so anyone else finds nothing
 * (404), whatever the organisation. Shared by the workflow's status read and the modules' application reads.
 */
export const isParticipant =
  (identityUuid: string, role?: ParticipantRole) => (eb: ExpressionBuilder<Database, 'applications'>) => {
    let participant = eb
      .selectFrom('application_participants as p')
      .select('p.identity_uuid')
      .whereRef('p.application_uuid', '=', 'applications.uuid')
      .where('p.identity_uuid', '=', identityUuid);
    if (role) participant = participant.where('p.role', '=', role);
    return eb.exists(participant);
  };

/** The identity's role in the application (PRIMARY, ADDITIONAL_SIGNER, ...), or undefined when it takes no part. */
export const findParticipantRole = async (db: Db, applicationUuid: string, identityUuid: string) =>
  (
    await db
      .selectFrom('application_participants')
      .select('role')
      .where('application_uuid', '=', applicationUuid)
      .where('identity_uuid', '=', identityUuid)
      .executeTakeFirst()
  )?.role;

/** The application if `identityUuid` takes part in it (in `role` when given); locked when asked. */
export const findParticipantApplication = (
  db: Db,
  uuid: string,
  identityUuid: string,
  { forUpdate = false, role }: { forUpdate?: boolean; role?: ParticipantRole } = {},
): Promise<ApplicationRow | undefined> => {
  let query = db
    .selectFrom('applications')
    .selectAll('applications')
    .where('applications.uuid', '=', uuid)
    .where(isParticipant(identityUuid, role));
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
};

/** The identity takes part in the application in `role`; nothing changes when it already does. */
export const insertParticipant = async (
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  role: ParticipantRole,
) => {
  await db
    .insertInto('application_participants')
    .values({ application_uuid: applicationUuid, identity_uuid: identityUuid, role })
    .onConflict((oc) => oc.doNothing())
    .execute();
};
