import type { Db } from '../../platform/database/database';
import type { ConditionHistoryRow, ConditionRow } from '../../platform/database/schema';

/** Kysely queries of lender conditions; no decisions here. */

/** docs/product/application-area.md §4.1: the open conditions of an application, oldest first. */
export const listOpenConditionRows = (db: Db, applicationUuid: string): Promise<ConditionRow[]> =>
  db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

/** Every condition of an application (open and accepted), oldest first. */
export const listConditionRows = (db: Db, applicationUuid: string): Promise<ConditionRow[]> =>
  db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

/** One condition of an application; locked when asked (the caller's transaction). */
export const findConditionRow = (
  db: Db,
  applicationUuid: string,
  uuid: string,
  { forUpdate = false } = {},
): Promise<ConditionRow | undefined> => {
  const query = db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('uuid', '=', uuid);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** The submissions (history rows to SUBMITTED) of an application's conditions, oldest first. */
export const listSubmissionRows = (db: Db, applicationUuid: string): Promise<ConditionHistoryRow[]> =>
  db
    .selectFrom('condition_history')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('to_state', '=', 'SUBMITTED')
    .orderBy('seq')
    .execute();

/** A condition's history, oldest first. */
export const listConditionHistoryRows = (db: Db, conditionUuid: string): Promise<ConditionHistoryRow[]> =>
  db.selectFrom('condition_history').selectAll().where('condition_uuid', '=', conditionUuid).orderBy('seq').execute();
