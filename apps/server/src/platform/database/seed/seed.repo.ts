import { createHash } from 'node:crypto';
import type { Db } from '../database';
import { json } from '../json';
import { readSetting, writeSetting } from '../settings.repo';
import { seedFeatureFlags } from './feature-flags';
import { seedLoanOfficers, seedReferrals } from './loan-officers';
import { seedOrganizations } from './organizations';
import { seedExcludedZips, seedOfferCodes, seedPrepopRecords } from './lending-data';

/** The settings key of the fingerprint of the seed last written. */
export const SEED_FINGERPRINT_SETTING = 'seed_fingerprint';

/** Every row the seed writes, as one fingerprint: a change to any of them is a new seed. */
export const seedFingerprint = (): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        seedOrganizations,
        seedLoanOfficers,
        seedReferrals,
        seedFeatureFlags,
        seedOfferCodes,
        seedPrepopRecords,
        seedExcludedZips,
      ]),
    )
    .digest('base64url');

/**
 * Idempotent: inserts missing rows and leaves existing ones alone, so it never overwrites what operators changed in
 * the tables. It writes only when the seed differs from the one last written (its fingerprint, kept in the settings):
 * a start on an existing data dir reads one setting here rather than writing seven tables, and a row an operator
 * deleted stays deleted until a new release changes the seed (docs/decisions.md "Start-up on existing data").
 */
export const seedDatabase = async (db: Db): Promise<void> => {
  const fingerprint = seedFingerprint();
  if ((await readSetting(db, SEED_FINGERPRINT_SETTING)) === fingerprint) return;
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
    await writeSetting(trx, SEED_FINGERPRINT_SETTING, fingerprint);
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
