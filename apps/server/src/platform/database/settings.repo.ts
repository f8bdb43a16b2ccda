import type { Db } from './database';

/** The stored value of `key`, or undefined. */
export const readSetting = async (db: Db, key: string): Promise<string | undefined> =>
  (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

/** Stores `value` under `key`, replacing what was there. */
export const writeSetting = async (db: Db, key: string, value: string): Promise<void> => {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
};

/**
 * Returns the stored value, creating it from `create()` when absent. Read first: a start on existing data reads each
 * setting once. When absent, insert-then-read keeps concurrent starts of several nodes on the same value.
 */
export const getOrCreateSetting = async (db: Db, key: string, create: () => string): Promise<string> => {
  const stored = await readSetting(db, key);
  if (stored !== undefined) return stored;
  await db
    .insertInto('settings')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const value = await readSetting(db, key);
  if (value === undefined) throw new Error(`the setting ${key} was neither found nor created`);
  return value;
};
