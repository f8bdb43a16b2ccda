import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/**
 * The one repository of identity checks: the engine's (the pending check, its outcome) and the identity
 * verification module's (a new check, the latest), exported to modules by workflow/index.ts; no decisions here.
 */

/** The application's ID check still waiting for the provider, if any (there is at most one: identity.service.ts). */
export const findPendingIdentityCheck = (trx: Db, applicationUuid: string) =>
  trx
    .selectFrom('identity_checks')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('outcome', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** How many IDs the applicant has sent for this application. */
export const countIdentityChecks = async (trx: Db, applicationUuid: string): Promise<number> => {
  const row = await trx
    .selectFrom('identity_checks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const completeIdentityCheck = async (
  trx: Db,
  uuid: string,
  values: Pick<
    Updateable<Database['identity_checks']>,
    'outcome' | 'id_number_encrypted' | 'id_number_last4' | 'completed_at'
  >,
) => {
  await trx.updateTable('identity_checks').set(values).where('uuid', '=', uuid).execute();
};

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

export const insertIdentityCheck = async (db: Db, values: Insertable<Database['identity_checks']>) => {
  await db.insertInto('identity_checks').values(values).execute();
};
