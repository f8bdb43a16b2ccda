import type { PricingSheet } from '@heloc/domain';
import type { Offer } from '@heloc/domain/contracts';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { organizationExists } from '../../platform/org/organizations.repo';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { priceOffers, pricingOfOrganization, resolvePricingData } from '../../workflow';
import type { ServiceContext } from '../service-context';

export interface SampleApplicant {
  creditScore: number;
  propertyValueDollars: number;
  existingLienDollars: number;
  state: string;
}

/**
 * "Price a sample" (docs/pricing.md "Pricing sheets"): the offers a sheet would make to an applicant, with the same
 * pricing the engine runs (docs/pricing.md "Steps"). With a draft sheet, before publishing; without, the version in
 * effect now. Nothing is stored.
 */
export const priceSample = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  body: SampleApplicant & { orgCode: string; sheet?: PricingSheet | undefined },
): Promise<{ version: number | null; offers: Offer[] }> => {
  const orgCode = requireMemberOrg(staff, body.orgCode);
  if (!(await organizationExists(ctx.db, orgCode))) throw new AppError('not_found', NOT_FOUND);
  const org = await pricingOfOrganization(ctx.db, orgCode, { version: null, at: ctx.now() });
  const pricing = body.sheet ? resolvePricingData([body.sheet]) : org.pricing;
  const offers = priceOffers({
    pricing,
    orgCode,
    isCreditUnion: org.isCreditUnion,
    isAgeRestricted: org.isAgeRestricted,
    propertyState: body.state,
    creditScore: body.creditScore,
    propertyValueDollars: body.propertyValueDollars,
    existingLienDollars: body.existingLienDollars,
  });
  return { version: body.sheet ? null : org.sheetVersion, offers };
};
