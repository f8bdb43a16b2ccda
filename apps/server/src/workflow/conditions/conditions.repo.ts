import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { ConditionRow, Database } from '../../platform/database/schema';

/** The engine raises lender conditions (its checks, and operations staff through the sandbox). */
export const insertCondition = (db: Db, values: Insertable<Database['conditions']>): Promise<ConditionRow> =>
  db.insertInto('conditions').values(values).returningAll().executeTakeFirstOrThrow();
