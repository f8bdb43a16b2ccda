import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Counts one hit in the window of `key` atomically (one upsert, so concurrent requests on several nodes count every
 * hit once): a window that has ended starts again at 1. Answers the hits so far and when the window ends.
 */
export const countRateLimitHit = async (
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> => {
  const resetAt = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetAt: new Date(row.reset_at) };
};

/** Deletes the windows that ended before `before`; answers how many. */
export const pruneRateLimits = async (db: Db, before: Date): Promise<number> => {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** The number of live windows (tests). */
export const countRateLimitRows = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
