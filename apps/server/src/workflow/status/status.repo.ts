import { type Db, preparedStatement } from '../../platform/database/database';
import { isParticipant } from '../../platform/database/participants.repo';
import type { CompiledQuery, InferResult, Insertable } from 'kysely';
import type { ApplicationRow, Database } from '../../platform/database/schema';
import { STATUS_READ_COLUMNS } from './status-fields';

/** Kysely queries of the application's status fields and their history; no decisions here. */

const statusQuery = (db: Db, uuid: string, participant?: string) => {
  let query = db
    .selectFrom('applications')
    .select(STATUS_READ_COLUMNS.map((column) => `applications.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom('scheduled_transitions as t')
        .select((t) => t.fn.min('t.due_at').as('due_at'))
        .whereRef('t.application_uuid', '=', 'applications.uuid')
        .where('t.applied_at', 'is', null)
        .as('next_due_at'),
    )
    .where('applications.uuid', '=', uuid);
  if (participant) query = query.where(isParticipant(participant));
  return query;
};

type StatusQuery = ReturnType<typeof statusQuery>;

/** Marker values: where each lands among a compiled query's parameters. */
const UUID_MARK = '\u0000uuid';
const PARTICIPANT_MARK = '\u0000participant';

/**
 * The status read's SQL, compiled once per shape (with or without a participant) and run again with new values
 * (building and compiling the query was a measurable share of the call every browser polls).
 */
const compiledStatusReads = new Map<boolean, (uuid: string, participant?: string) => CompiledQuery>();
const compiledStatusRead = (db: Db, withParticipant: boolean) => {
  let bind = compiledStatusReads.get(withParticipant);
  if (!bind) {
    const compiled = statusQuery(db, UUID_MARK, withParticipant ? PARTICIPANT_MARK : undefined).compile();
    const marks: readonly unknown[] = [UUID_MARK, PARTICIPANT_MARK];
    const slots = compiled.parameters.map((value) => marks.indexOf(value));
    preparedStatement(compiled.sql);
    bind = (uuid, participant) => {
      const values = [uuid, participant];
      return { ...compiled, parameters: slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : values[slot])) };
    };
    compiledStatusReads.set(withParticipant, bind);
  }
  return bind;
};

/**
 * The status columns of an application (only if `participant` takes part in it, when given) and when the first of its
 * scheduled transitions not yet applied falls due (null: none): one statement, so a status read with nothing due is
 * one round trip, and its caller knows until when the answer holds.
 */
export const findStatusRow = async (db: Db, uuid: string, participant?: string) => {
  const query = compiledStatusRead(db, Boolean(participant))(uuid, participant);
  const { rows } = await db.executeQuery<InferResult<StatusQuery>[number]>(query);
  return rows[0];
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

/** When the application last entered `status` (the start of its review), from the status history. */
export const findStatusEnteredAt = async (db: Db, applicationUuid: string, status: string): Promise<Date | null> => {
  const row = await db
    .selectFrom('status_history')
    .select('created_at')
    .where('application_uuid', '=', applicationUuid)
    .where('field', '=', 'checklistStatus')
    .where('to_value', '=', status)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
};

/** Every status change of the application, oldest first. */
export const listStatusChanges = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('status_history')
    .select(['field', 'from_value', 'to_value', 'changed_by', 'created_at'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
