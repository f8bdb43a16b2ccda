import { type Expression, type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** A participant's role in an application (application_participants.role). */
export type ParticipantRole = 'PRIMARY' | 'ADDITIONAL_SIGNER';

/**
 * Where-clause on `applications`: the identity takes part in the application (primary applicant or additional
 * signer), in `role` when given. Every read on behalf of a person goes through it, so anyone else finds nothing
 * (404), whatever the organisation. Shared by the workflow's status read and its application reads.
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

/** Everyone who takes part in the application, with their role, in no particular order. */
export const listParticipantRoles = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('application_participants')
    .select(['identity_uuid', 'role'])
    .where('application_uuid', '=', applicationUuid)
    .execute();

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

export interface ParticipantRow {
  identity_uuid: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
}

/** Every participant of the application with the name on their profile, the primary applicant first. */
export const listParticipants = (db: Db, applicationUuid: string): Promise<ParticipantRow[]> =>
  db
    .selectFrom('application_participants as p')
    .leftJoin('profiles as pr', 'pr.identity_uuid', 'p.identity_uuid')
    .select(['p.identity_uuid', 'p.role', 'pr.first_name', 'pr.last_name'])
    .where('p.application_uuid', '=', applicationUuid)
    .orderBy('p.created_at')
    .execute()
    .then((rows) => [...rows].sort((a, b) => Number(b.role === 'PRIMARY') - Number(a.role === 'PRIMARY')));

/**
 * The identities of the additional signers of the application `applicationUuid` gives, oldest first (a JSON array),
 * as a column of another owner's query (the application read's, one statement).
 */
export const additionalSignerIdentitiesOf = (applicationUuid: Expression<string>): RawBuilder<string[]> =>
  sql<string[]>`coalesce((select json_agg(s.identity_uuid order by s.created_at) from application_participants s
    where s.application_uuid = ${applicationUuid} and s.role = 'ADDITIONAL_SIGNER'), '[]'::json)`;

/** The identities taking part in the application in `role`, oldest first. */
export const listParticipantIdentities = async (
  db: Db,
  applicationUuid: string,
  role: ParticipantRole,
): Promise<string[]> =>
  (
    await db
      .selectFrom('application_participants')
      .select('identity_uuid')
      .where('application_uuid', '=', applicationUuid)
      .where('role', '=', role)
      .orderBy('created_at')
      .execute()
  ).map((r) => r.identity_uuid);
