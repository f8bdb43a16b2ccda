import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** Global defaults ('*') and the organisation's overrides. */
export const listFlagRows = (db: Db, orgCode: string) =>
  db
    .selectFrom('feature_flags')
    .select(['key', 'org_code', 'enabled', 'variables'])
    .where('org_code', 'in', ['*', orgCode])
    .orderBy('key')
    .execute();

/** The organisation's own settings of the flags (its rows; '*' is every organisation's default). */
export const listOrgFlagOverrides = (db: Db, orgCode: string) =>
  db.selectFrom('feature_flags').select(['key', 'enabled']).where('org_code', '=', orgCode).execute();

/**
 * The organisation's own settings of `keys` as the console saved them: a key set is written (its variables copied
 * from the global default), a key of `keys` left unset follows the default again.
 */
export const saveOrgFlagOverrides = async (
  db: Db,
  orgCode: string,
  keys: readonly string[],
  flags: Readonly<Record<string, boolean>>,
): Promise<void> => {
  const unset = keys.filter((key) => flags[key] === undefined);
  if (unset.length)
    await db.deleteFrom('feature_flags').where('org_code', '=', orgCode).where('key', 'in', unset).execute();
  const defaults = await db
    .selectFrom('feature_flags')
    .select(['key', 'variables', 'description'])
    .where('org_code', '=', '*')
    .execute();
  for (const [key, enabled] of Object.entries(flags)) {
    const global = defaults.find((row) => row.key === key);
    await db
      .insertInto('feature_flags')
      .values({
        key,
        org_code: orgCode,
        enabled,
        variables: json(global?.variables ?? {}),
        description: global?.description ?? '',
      })
      .onConflict((oc) => oc.columns(['key', 'org_code']).doUpdateSet({ enabled }))
      .execute();
  }
};
