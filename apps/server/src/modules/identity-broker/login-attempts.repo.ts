import type { Db } from '../../platform/database/database';

export const countFailedAttempts = async (
  db: Db,
  by: { accountKey: string } | { clientIp: string },
  since: Date,
): Promise<number> => {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since);
  query =
    'accountKey' in by ? query.where('account_key', '=', by.accountKey) : query.where('client_ip', '=', by.clientIp);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
};

export const recordAttempt = (
  db: Db,
  attempt: { accountKey: string; clientIp: string; succeeded: boolean; at: Date },
) =>
  db
    .insertInto('login_attempts')
    .values({
      account_key: attempt.accountKey,
      client_ip: attempt.clientIp,
      succeeded: attempt.succeeded,
      attempted_at: attempt.at,
    })
    .execute();
