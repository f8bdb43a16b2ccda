import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database, NotarySessionsTable } from '../../platform/database/schema';

/**
 * Kysely queries of the notary sessions; the participants and their names are the platform's
 * (platform/database/participants.repo.ts), the reservation and the transfers the engine's. No decisions here.
 */

export type NotarySessionRow = Selectable<NotarySessionsTable>;

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
