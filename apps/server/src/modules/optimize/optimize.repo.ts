import type { Db } from '../../platform/database/database';

/** Global defaults ('*') and the organisation's overrides. */
export const listFlagRows = (db: Db, orgCode: string) =>
  db
    .selectFrom('feature_flags')
    .select(['key', 'org_code', 'enabled', 'variables'])
    .where('org_code', 'in', ['*', orgCode])
    .orderBy('key')
    .execute();
