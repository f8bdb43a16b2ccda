import type { Db } from './database';

/**
 * Returns the stored value, creating it from `create()` when absent. Insert-then-read keeps concurrent starts of
 * several nodes on the same value.
 */
export const getOrCreateSetting = async (db: Db, key: string, create: () => string): Promise<string> => {
  await db
    .insertInto('settings')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
};
