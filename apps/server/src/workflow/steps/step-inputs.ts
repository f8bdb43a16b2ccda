import { timeZoneOfProperty } from '@heloc/domain';
import { type FieldCipher, isoDateOf, openBirthDate } from '../../platform/crypto';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Db } from '../../platform/database/database';
import { pricingOfOrganization, STANDING_PRICING_VERSION } from '../pricing/pricing-in-effect';
import type { ProviderAddress, ProviderApplicant } from '../providers';

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

/**
 * The organisation's pricing for this application: the sheet version its offers were priced with, once they were
 * (docs/pricing.md "Pricing sheets"), else the sheet in effect `at`.
 */
export const organizationOf = (
  db: Db,
  row: Pick<ApplicationRow, 'org_code' | 'pricing_sheet_version' | 'offers'>,
  at: Date,
) =>
  pricingOfOrganization(db, row.org_code, {
    // Offers made before sheets existed were priced with the standing pricing (version 0).
    version: row.pricing_sheet_version ?? ((row.offers ?? []).length > 0 ? STANDING_PRICING_VERSION : null),
    at,
  });

export const annualIncome = (row: ApplicationRow): number =>
  (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0);
