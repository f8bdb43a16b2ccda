import { sheetInEffect } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { findOrganization } from '../../platform/org/organizations.repo';
import { findSheetVersion, listSheetSchedule } from '../../platform/org/pricing-sheets.repo';
import { type PricingData, resolvePricingData } from './pricing-data';

/** The version number of an organisation's standing pricing (its orgPricingData) when no sheet prices it. */
export const STANDING_PRICING_VERSION = 0;

export interface OrganizationPricing {
  pricing: PricingData;
  /** The sheet version that prices (STANDING_PRICING_VERSION: the organisation's own orgPricingData). */
  sheetVersion: number;
  isCreditUnion: boolean;
  isAgeRestricted: boolean;
}

/**
 * Which sheet prices (docs/pricing.md "Pricing sheets"): a given version (an application's offers were priced with
 * it, so re-pricing them uses it again: the terms disclosed are the terms offered), else the version in effect `at`;
 * none in effect, the organisation's standing pricing. Read on every pricing, never cached: a sheet published on one
 * node prices on every node at its next offer.
 */
export const pricingOfOrganization = async (
  db: Db,
  orgCode: string,
  pick: { version: number | null; at: Date },
): Promise<OrganizationPricing> => {
  const org = await findOrganization(db, orgCode);
  const meta = (org?.org_meta_data ?? {}) as { variant?: { isCreditUnion?: boolean; isAgeRestricted?: boolean } };
  const variant = {
    isCreditUnion: meta.variant?.isCreditUnion === true,
    isAgeRestricted: meta.variant?.isAgeRestricted === true,
  };
  const standing = (): OrganizationPricing => ({
    pricing: resolvePricingData((org?.org_pricing_data ?? []) as Record<string, unknown>[]),
    sheetVersion: STANDING_PRICING_VERSION,
    ...variant,
  });
  if (pick.version === STANDING_PRICING_VERSION) return standing();
  let version = pick.version;
  if (version === null) {
    const schedule = await listSheetSchedule(db, orgCode);
    version =
      sheetInEffect(
        schedule.map((s) => ({ version: s.version, effectiveAt: s.effective_at })),
        pick.at,
      )?.version ?? null;
  }
  const row = version === null ? undefined : await findSheetVersion(db, orgCode, version);
  if (!row) return standing();
  return { pricing: resolvePricingData([row.sheet as Record<string, unknown>]), sheetVersion: row.version, ...variant };
};
