import type { Db } from '../../db/database';

export const listOrganizationRows = (db: Db) =>
  db.selectFrom('organizations').selectAll().orderBy('org_code').execute();
