import type { Db } from '../database';
import { json } from '../json';
import { seedFeatureFlags } from './feature-flags';
import { seedLoanOfficers, seedReferrals } from './loan-officers';
import { seedOrganizations } from './organizations';
import { seedExcludedZips, seedOfferCodes, seedPrepopRecords } from './lending-data';

/**
 * Idempotent: inserts missing rows and leaves existing ones alone, so it runs at every start and never overwrites
 * what operators changed in the tables. One statement per table, so a start on an existing data dir spends a few
 * statements here rather than one per seeded row.
 */
export const seedDatabase = async (db: Db): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organizations')
      .values(
        seedOrganizations.map((o) => ({
          org_code: o.orgCode,
          canonical_org_code: o.canonicalOrgCode,
          base_url: o.baseUrl,
          org_brand: json(o.orgBrand),
          org_meta_data: json(o.orgMetaData),
          org_pricing_data: json(o.orgPricingData),
          hosts: json(o.hosts),
        })),
      )
      .onConflict((oc) => oc.column('org_code').doNothing())
      .execute();
    await trx
      .insertInto('loan_officers')
      .values(
        seedLoanOfficers.map((lo) => ({
          ...lo,
          licensed_states: json(lo.licensed_states),
          originator_display_info: json(lo.originator_display_info),
        })),
      )
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    await trx
      .insertInto('referrals')
      .values(seedReferrals)
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    await trx
      .insertInto('feature_flags')
      .values(seedFeatureFlags.map((flag) => ({ ...flag, variables: json(flag.variables) })))
      .onConflict((oc) => oc.columns(['key', 'org_code']).doNothing())
      .execute();
    await seedLendingData(trx);
  });
};

/** Idempotent like the rest of the seed: existing rows are left alone. */
const seedLendingData = async (db: Db): Promise<void> => {
  await db
    .insertInto('offer_codes')
    .values(seedOfferCodes)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('prepop_records')
    .values(seedPrepopRecords.map((record) => ({ ...record, data: json(record.data) })))
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  await db
    .insertInto('excluded_zips')
    .values(seedExcludedZips)
    .onConflict((oc) => oc.columns(['org_code', 'zip']).doNothing())
    .execute();
};
