import type { Db } from '../database/database';
import { json } from '../database/json';

/** The organisations (brands) the server answers for: the platform's, as every layer reads them. */

export const listOrganizationRows = (db: Db) =>
  db.selectFrom('organizations').selectAll().orderBy('org_code').execute();

/** The organisation's pricing (the prime rate and the margins) and its lender details. */
export const findOrganization = (db: Db, orgCode: string) =>
  db
    .selectFrom('organizations')
    .select(['org_pricing_data', 'org_meta_data'])
    .where('org_code', '=', orgCode)
    .executeTakeFirst();

export const organizationExists = async (db: Db, orgCode: string): Promise<boolean> =>
  (await db.selectFrom('organizations').select('org_code').where('org_code', '=', orgCode).executeTakeFirst()) !==
  undefined;

/** One organisation's whole row (the console's partner form reads it). */
export const findOrganizationRow = (db: Db, orgCode: string) =>
  db.selectFrom('organizations').selectAll().where('org_code', '=', orgCode).executeTakeFirst();

/** The organisation, other than `except`, that already answers one of `hosts`; undefined when none does. */
export const findOrganizationOfHosts = async (db: Db, hosts: readonly string[], except?: string) => {
  const rows = await db.selectFrom('organizations').select(['org_code', 'hosts']).execute();
  const wanted = new Set(hosts.map((host) => host.toLowerCase()));
  for (const row of rows) {
    if (row.org_code === except) continue;
    const taken = row.hosts.find((host) => wanted.has(host.toLowerCase()));
    if (taken) return { orgCode: row.org_code, host: taken };
  }
  return undefined;
};

export interface OrganizationWrite {
  orgCode: string;
  canonicalOrgCode: string;
  baseUrl: string;
  orgBrand: unknown;
  orgMetaData: unknown;
  orgPricingData: unknown[];
  hosts: readonly string[];
}

/** A new organisation (the console's partners, an import); answers false when its code is taken. */
export const insertOrganization = async (db: Db, row: OrganizationWrite, now: Date): Promise<boolean> => {
  const inserted = await db
    .insertInto('organizations')
    .values({
      org_code: row.orgCode,
      canonical_org_code: row.canonicalOrgCode,
      base_url: row.baseUrl,
      org_brand: json(row.orgBrand),
      org_meta_data: json(row.orgMetaData),
      org_pricing_data: json(row.orgPricingData),
      hosts: json(row.hosts),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('org_code').doNothing())
    .returning('org_code')
    .executeTakeFirst();
  return inserted !== undefined;
};

/** The organisation's record as the console saved it (its pricing stays: pricing sheets write it). */
export const updateOrganization = async (db: Db, row: Omit<OrganizationWrite, 'orgPricingData'>, now: Date) => {
  await db
    .updateTable('organizations')
    .set({
      canonical_org_code: row.canonicalOrgCode,
      base_url: row.baseUrl,
      org_brand: json(row.orgBrand),
      org_meta_data: json(row.orgMetaData),
      hosts: json(row.hosts),
      updated_at: now,
    })
    .where('org_code', '=', row.orgCode)
    .execute();
};

export const updateOrganizationBrand = async (db: Db, orgCode: string, brand: unknown, now: Date) => {
  await db
    .updateTable('organizations')
    .set({ org_brand: json(brand), updated_at: now })
    .where('org_code', '=', orgCode)
    .execute();
};

/** Suspends (a time) or reinstates (null) the organisation. */
export const setOrganizationSuspended = async (db: Db, orgCode: string, suspendedAt: Date | null, now: Date) => {
  await db
    .updateTable('organizations')
    .set({ suspended_at: suspendedAt, updated_at: now })
    .where('org_code', '=', orgCode)
    .execute();
};
