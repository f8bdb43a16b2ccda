import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';

/** Kysely queries of scheduled_transitions; no decisions here. */

export const insertTransition = async (trx: Db, applicationUuid: string, step: string, dueAt: Date, now: Date) => {
  await trx
    .insertInto('scheduled_transitions')
    .values({
      id: randomUUID(),
      application_uuid: applicationUuid,
      step,
      due_at: dueAt,
      applied_at: null,
      outcome: null,
      created_at: now,
    })
    .execute();
};

/**
 * Locks up to `limit` transitions due at `now`. For one application it waits for a node already applying them (a
 * status read answers after that transition); for all (the sweeper) it skips rows another node holds.
 */
export const claimDueTransitions = (trx: Db, now: Date, limit: number, applicationUuid?: string) => {
  let query = trx
    .selectFrom('scheduled_transitions')
    .selectAll()
    .where('applied_at', 'is', null)
    .where('due_at', '<=', now);
  if (applicationUuid) query = query.where('application_uuid', '=', applicationUuid);
  query = query.orderBy('due_at').limit(limit).forUpdate();
  return (applicationUuid ? query : query.skipLocked()).execute();
};

/** Marks a transition applied; its application in the WHERE tells whose rows it wrote (platform/database/write-scope.ts). */
export const stampTransition = async (
  trx: Db,
  { id, application_uuid }: { id: string; application_uuid: string },
  appliedAt: Date,
  outcome: string,
) => {
  await trx
    .updateTable('scheduled_transitions')
    .set({ applied_at: appliedAt, outcome })
    .where('id', '=', id)
    .where('application_uuid', '=', application_uuid)
    .execute();
};

/** The earliest pending due time of an application, or null when nothing is pending. */
export const nextDueAt = async (db: Db, applicationUuid: string): Promise<Date | null> => {
  const row = await db
    .selectFrom('scheduled_transitions')
    .select(sql<Date>`min(due_at)`.as('due'))
    .where('application_uuid', '=', applicationUuid)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return row?.due ?? null;
};

/**
 * The steps due at `now` and not yet applied (on the partial index of pending steps), how many of them fell due
 * before `lateBefore`, and the oldest due time (null when none is due): the operator's scheduler gauges.
 */
export const countDueTransitions = async (db: Db, now: Date, lateBefore: Date) => {
  const row = await db
    .selectFrom('scheduled_transitions')
    .select([
      sql<number>`count(*)`.as('due'),
      sql<number>`count(*) filter (where due_at < ${lateBefore})`.as('late'),
      sql<Date | null>`min(due_at)`.as('oldest'),
    ])
    .where('applied_at', 'is', null)
    .where('due_at', '<=', now)
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), late: Number(row.late), oldest: row.oldest === null ? null : new Date(row.oldest) };
};
