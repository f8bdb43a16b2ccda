import type { ConditionState } from '@heloc/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { ConditionHistoryRow, ConditionRow, Database } from '../../platform/database/schema';

/**
 * The queries of lender conditions and their history, the engine's and the conditions screens' alike (the reads
 * modules need are exported by workflow/index.ts); no decisions here.
 */

export const insertCondition = (db: Db, values: Insertable<Database['conditions']>): Promise<ConditionRow> =>
  db.insertInto('conditions').values(values).returningAll().executeTakeFirstOrThrow();

/** The application's conditions in some states, oldest first, locked for the caller's transaction. */
export const lockConditionsInStates = (
  trx: Db,
  applicationUuid: string,
  states: readonly ConditionState[],
  category?: string,
): Promise<ConditionRow[]> => {
  let query = trx
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('state', 'in', states);
  if (category) query = query.where('category_enum', '=', category);
  return query.orderBy('created_at').orderBy('uuid').forUpdate().execute();
};

export const updateCondition = (
  trx: Db,
  uuid: string,
  values: Updateable<Database['conditions']>,
): Promise<ConditionRow> =>
  trx.updateTable('conditions').set(values).where('uuid', '=', uuid).returningAll().executeTakeFirstOrThrow();

export const insertConditionHistory = async (trx: Db, values: Insertable<Database['condition_history']>) => {
  await trx.insertInto('condition_history').values(values).execute();
};

/** A condition's history, oldest first. */
export const listConditionHistory = (db: Db, conditionUuid: string): Promise<ConditionHistoryRow[]> =>
  db.selectFrom('condition_history').selectAll().where('condition_uuid', '=', conditionUuid).orderBy('seq').execute();

/** Every move of an application's conditions, oldest first (the console reads each answer and its outcome). */
export const listApplicationConditionHistory = (db: Db, applicationUuid: string): Promise<ConditionHistoryRow[]> =>
  db
    .selectFrom('condition_history')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('seq')
    .execute();

/** The application's open condition of one category, oldest first (a step checks it before raising it again). */
export const findOpenCondition = (
  db: Db,
  applicationUuid: string,
  category: string,
): Promise<ConditionRow | undefined> =>
  db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('category_enum', '=', category)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();

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
