import { sql } from 'kysely';
import type { Db } from '../database/database';
import type { FailureRecord } from './login-throttle';

/** Kysely queries of login_attempts; no decisions here. */

const failureRecord = (row: { n: number | string; last: Date | null } | undefined): FailureRecord => ({
  failures: Number(row?.n ?? 0),
  lastFailureAt: row?.last ?? null,
});

/** The account's failures since its last success (and after `since`), with the latest one's time. */
export const accountFailures = async (db: Db, accountKey: string, since: Date): Promise<FailureRecord> =>
  failureRecord(
    await db
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('attempted_at').as('last')])
      .where('account_key', '=', accountKey)
      .where('succeeded', '=', false)
      .where('attempted_at', '>', since)
      // Consecutive: only failures recorded after the latest success (ids grow with each attempt).
      .where(({ eb, selectFrom }) =>
        eb(
          'id',
          '>',
          selectFrom('login_attempts as s')
            .select(sql<string>`coalesce(max(s.id), 0)`.as('id'))
            .where('s.account_key', '=', accountKey)
            .where('s.succeeded', '=', true),
        ),
      )
      .executeTakeFirst(),
  );

/** The failures from one client address after `since`, across accounts. */
export const addressFailures = async (db: Db, clientIp: string, since: Date): Promise<FailureRecord> =>
  failureRecord(
    await db
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('attempted_at').as('last')])
      .where('client_ip', '=', clientIp)
      .where('succeeded', '=', false)
      .where('attempted_at', '>', since)
      .executeTakeFirst(),
  );

/** Whether this device signed in to the account before. */
export const isKnownDevice = async (db: Db, accountKey: string, deviceId: string): Promise<boolean> =>
  (await db
    .selectFrom('login_attempts')
    .select('id')
    .where('account_key', '=', accountKey)
    .where('device_id', '=', deviceId)
    .where('succeeded', '=', true)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const recordAttempt = async (
  db: Db,
  attempt: { accountKey: string; clientIp: string; deviceId: string | null; succeeded: boolean; at: Date },
) => {
  await db
    .insertInto('login_attempts')
    .values({
      account_key: attempt.accountKey,
      client_ip: attempt.clientIp,
      device_id: attempt.deviceId,
      succeeded: attempt.succeeded,
      attempted_at: attempt.at,
    })
    .execute();
};

/** Forgets attempts older than `before` (nothing reads them any more). */
export const pruneAttempts = async (db: Db, before: Date): Promise<number> => {
  const result = await db.deleteFrom('login_attempts').where('attempted_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
