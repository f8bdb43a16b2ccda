import type { Db } from '../../platform/database/database';

/** Kysely queries the processing steps need beyond the application row; no decisions here. */

/** The organisation's pricing and variant columns, for the steps that price offers. */
export const findOrganizationPricing = (db: Db, orgCode: string) =>
  db
    .selectFrom('organizations')
    .select(['org_pricing_data', 'org_meta_data'])
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
