import type { Db } from '../database/database';

export const listOrganizationRows = (db: Db) =>
  db.selectFrom('organizations').selectAll().orderBy('org_code').execute();
