import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database, NotarySessionsTable } from '../../platform/database/schema';

/**
 * Kysely queries of the notary sessions and of the participants' names; the reservation and the transfers are in
 * the one repository of the closing (workflow/closing/closing.repo.ts). No decisions here.
 */

export type NotarySessionRow = Selectable<NotarySessionsTable>;

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

export const listNotarySessions = (db: Db, applicationUuid: string): Promise<NotarySessionRow[]> =>
  db.selectFrom('notary_sessions').selectAll().where('application_uuid', '=', applicationUuid).execute();

export const findNotarySession = (
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  { forUpdate = false } = {},
) => {
  let query = db
    .selectFrom('notary_sessions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
};

export const insertNotarySession = (db: Db, values: Insertable<Database['notary_sessions']>) =>
  db
    .insertInto('notary_sessions')
    .values(values)
    .onConflict((oc) => oc.columns(['application_uuid', 'identity_uuid']).doNothing())
    .execute();

export const updateNotarySession = async (
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  values: Partial<Record<keyof NotarySessionsTable, unknown>>,
) => {
  await db
    .updateTable('notary_sessions')
    .set(values as never)
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .execute();
};
