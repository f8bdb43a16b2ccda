import { createHash } from 'node:crypto';
import { partnerOfRecord, partnerSchema } from '@heloc/domain';
import { createPartnerRecord } from '../../org/new-partner-record';
import { organizationExists } from '../../org/organizations.repo';
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
    await seedPartners(trx);
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

/**
 * The seed's organisations go in as an import does (docs/organizations.md "Import and export"): each checked as a
 * partner (partnerSchema: states with licences, contrast, hosts...), written by the one creation path with its first
 * brand version and its audit entry. One already there is left alone, as every seed row is.
 */
const seedPartners = async (db: Db): Promise<void> => {
  const now = new Date();
  for (const record of seedOrganizations) {
    const partner = partnerSchema.parse(
      partnerOfRecord({
        orgCode: record.orgCode,
        canonicalOrgCode: record.canonicalOrgCode,
        baseUrl: record.baseUrl,
        hosts: record.hosts,
        brand: record.orgBrand,
        meta: record.orgMetaData,
        loanOfficers: [],
        flags: {},
      }),
    );
    if (await organizationExists(db, record.orgCode)) continue;
    await createPartnerRecord(db, {
      partner,
      texts: record.orgMetaData,
      pricing: record.orgPricingData,
      staff: null,
      now,
    });
  }
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
