import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of identity checks; no decisions here. */

export type IdentityCheckRow = Awaited<ReturnType<typeof findLatestIdentityCheck>>;

/** The application's most recent ID check, if any. */
export const findLatestIdentityCheck = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('identity_checks')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(1)
    .executeTakeFirst();

export const countIdentityChecks = async (db: Db, applicationUuid: string): Promise<number> => {
  const row = await db
    .selectFrom('identity_checks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertIdentityCheck = async (db: Db, values: Insertable<Database['identity_checks']>) => {
  await db.insertInto('identity_checks').values(values).execute();
};
