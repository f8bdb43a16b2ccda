import type { Db } from '../../platform/database/database';
import { isParticipant } from '../../platform/database/participants.repo';
import type { Insertable } from 'kysely';
import type { ApplicationRow, Database } from '../../platform/database/schema';
import { STATUS_READ_COLUMNS } from './status-fields';

/** Kysely queries of the application's status fields and their history; no decisions here. */

/**
 * The status columns of an application (only if `participant` takes part in it, when given) and whether one of its
 * scheduled transitions is due at `now`: one statement, so a status read with nothing due is one round trip.
 */
export const findStatusRow = (db: Db, uuid: string, now: Date, participant?: string) => {
  let query = db
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
    .where('applications.uuid', '=', uuid);
  if (participant) query = query.where(isParticipant(participant));
  return query.executeTakeFirst();
};

/** The whole application row, locked for the caller's transaction. */
export const lockApplication = (trx: Db, uuid: string): Promise<ApplicationRow | undefined> =>
  trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export const updateApplicationColumns = async (trx: Db, uuid: string, values: Record<string, unknown>) => {
  await trx.updateTable('applications').set(values).where('uuid', '=', uuid).execute();
};

export type HistoryEntry = Insertable<Database['status_history']>;

export const insertHistory = async (trx: Db, entries: HistoryEntry[]) => {
  if (entries.length > 0) await trx.insertInto('status_history').values(entries).execute();
};
