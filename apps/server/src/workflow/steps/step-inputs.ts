import type { ApplicationRow } from '../../platform/database/schema';
import type { Db } from '../../platform/database/database';
import { resolvePricingData } from '../pricing/pricing-data';
import type { ProviderAddress, ProviderApplicant } from '../providers';
import { findOrganizationPricing } from './steps.repo';

/** What the steps hand the outside parties, read from the application row. */

export const applicantOf = (row: ApplicationRow): ProviderApplicant => ({
  applicationUuid: row.uuid,
  firstName: row.applicant?.firstName ?? '',
  lastName: row.applicant?.lastName ?? '',
  dateOfBirth: row.applicant
    ? `${row.applicant.dob.year}-${String(row.applicant.dob.month).padStart(2, '0')}-${String(row.applicant.dob.day).padStart(2, '0')}`
    : null,
  ssnLast4: null,
});

export const propertyAddressOf = (row: ApplicationRow): ProviderAddress => ({
  street1: row.property_street1 ?? '',
  street2: row.property_street2,
  city: row.property_city ?? '',
  state: row.property_state ?? '',
  zip: row.property_zip ?? '',
});

export const organizationOf = async (trx: Db, orgCode: string) => {
  const org = await findOrganizationPricing(trx, orgCode);
  const meta = (org?.org_meta_data ?? {}) as { variant?: { isCreditUnion?: boolean } };
  return {
    pricing: resolvePricingData((org?.org_pricing_data ?? []) as Record<string, unknown>[]),
    isCreditUnion: meta.variant?.isCreditUnion === true,
  };
};

export const annualIncome = (row: ApplicationRow): number =>
  (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0);
