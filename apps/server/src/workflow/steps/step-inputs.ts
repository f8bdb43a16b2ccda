import { timeZoneOfProperty } from '@heloc/domain';
import { type FieldCipher, isoDateOf, openBirthDate } from '../../platform/crypto';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Db } from '../../platform/database/database';
import { resolvePricingData } from '../pricing/pricing-data';
import type { ProviderAddress, ProviderApplicant } from '../providers';
import { findOrganization } from '../../platform/org/organizations.repo';

/** What the steps hand the outside parties, read from the application row. */

/**
 * What an outside party is told about the applicant. The date of birth is sealed at rest: it is opened only when the
 * caller passes the cipher (a party that needs it, such as the credit bureau); otherwise it is left out.
 */
export const applicantOf = (row: ApplicationRow, cipher?: FieldCipher): ProviderApplicant => ({
  applicationUuid: row.uuid,
  firstName: row.applicant?.firstName ?? '',
  lastName: row.applicant?.lastName ?? '',
  dateOfBirth: birthDateOf(row, cipher),
  ssnLast4: null,
});

const birthDateOf = (row: ApplicationRow, cipher?: FieldCipher): string | null => {
  if (row.applicant?.dob) return isoDateOf(row.applicant.dob);
  if (!cipher || !row.applicant?.dobSealed) return null;
  return openBirthDate(cipher, row.applicant.dobSealed, 'applications', row.uuid, 'applicant.dob');
};

export const propertyAddressOf = (row: ApplicationRow): ProviderAddress => ({
  street1: row.property_street1 ?? '',
  street2: row.property_street2,
  city: row.property_city ?? '',
  state: row.property_state ?? '',
  zip: row.property_zip ?? '',
});

/** The time zone the property's legal dates are computed in (docs/decisions.md "Business days"). */
export const propertyTimeZoneOf = (row: ApplicationRow): string =>
  timeZoneOfProperty({ state: row.property_state, zip: row.property_zip });

export const organizationOf = async (trx: Db, orgCode: string) => {
  const org = await findOrganization(trx, orgCode);
  const meta = (org?.org_meta_data ?? {}) as { variant?: { isCreditUnion?: boolean; isAgeRestricted?: boolean } };
  return {
    pricing: resolvePricingData((org?.org_pricing_data ?? []) as Record<string, unknown>[]),
    isCreditUnion: meta.variant?.isCreditUnion === true,
    isAgeRestricted: meta.variant?.isAgeRestricted === true,
  };
};

export const annualIncome = (row: ApplicationRow): number =>
  (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0);
