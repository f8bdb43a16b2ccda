import type { Language, Partner } from '@heloc/domain';
import { PREVIEW_SAMPLE_APPLICANT, type Offer } from '@heloc/domain/contracts';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { organizationExists } from '../../platform/org/organizations.repo';
import { priceOffers, pricingOfOrganization, resolvePricingData } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { signPartnerPreview } from './partner-preview-token';

/** The query parameter the first step's page reads a preview from (preview-page.ts). */
export const PREVIEW_QUERY = 'brandPreview';

/**
 * A partner's draft previewed before it is saved (docs/organizations.md "Previews"): the address of its first
 * registration step drawn with the draft, and the offers its pricing makes the sample applicant in its first state.
 * A saved partner is previewed only by its members; a new code by anyone who may create partners. Nothing is stored.
 */
export const previewPartner = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  body: { partner: Partner; language: Language },
) => {
  const { partner } = body;
  const saved = await organizationExists(ctx.db, partner.orgCode);
  if (saved) requireMemberOrg(staff, partner.orgCode);
  const now = ctx.now();
  const token = await signPartnerPreview(ctx.db, { partner, language: body.language }, now);
  // partnerSchema asks for at least one state.
  const state = partner.states[0]?.state ?? '';
  // A saved partner's sheet in effect; a new one starts from the defaults its creation gives it.
  const pricing = saved
    ? await pricingOfOrganization(ctx.db, partner.orgCode, { version: null, at: now })
    : { pricing: resolvePricingData([]), sheetVersion: null };
  const offers: Offer[] = priceOffers({
    pricing: pricing.pricing,
    orgCode: partner.orgCode,
    isCreditUnion: partner.variant.isCreditUnion === true,
    isAgeRestricted: partner.variant.isAgeRestricted === true,
    propertyState: state,
    ...PREVIEW_SAMPLE_APPLICANT,
  });
  return {
    firstStepPath: `/account/heloc/register?${PREVIEW_QUERY}=${token}`,
    sample: { state, ...PREVIEW_SAMPLE_APPLICANT, version: pricing.sheetVersion, offers },
  };
};
