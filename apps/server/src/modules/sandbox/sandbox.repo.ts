import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';

/** Kysely queries of the sandbox control API; no decisions here. */

/** Any application by uuid (operations staff are not participants), locked for the caller's transaction. */
export const lockAnyApplication = (trx: Db, uuid: string): Promise<ApplicationRow | undefined> =>
  trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export const applicationExists = async (db: Db, uuid: string): Promise<boolean> =>
  (await db.selectFrom('applications').select('uuid').where('uuid', '=', uuid).executeTakeFirst()) !== undefined;
