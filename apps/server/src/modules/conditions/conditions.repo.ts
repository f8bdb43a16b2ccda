import type { Db } from '../../platform/database/database';
import type { ConditionRow } from '../../platform/database/schema';

/** Kysely queries of lender conditions; no decisions here. */

/** spec 02 §4.1: the open conditions of an application, oldest first. */
export const listOpenConditionRows = (db: Db, applicationUuid: string): Promise<ConditionRow[]> =>
  db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
