import { isUrl } from '../helpers/checks';
import type { Organization } from './organization';

/**
 * docs/product/widgets-and-calculations.md §2, §6: the terms link reads 'Terms of Use' for a list of named partner lenders (decided by orgCode) and
 * 'Terms of Service' for every other organisation. Our named partners are the fictional seed codes below.
 */
export const TERMS_OF_USE_ORG_CODES: readonly string[] = ['lakeshorecu', 'silverpeak', 'keystone'];

export const termsLinkLabel = (orgCode: string): 'Terms of Use' | 'Terms of Service' =>
  TERMS_OF_USE_ORG_CODES.includes(orgCode.toLowerCase()) ? 'Terms of Use' : 'Terms of Service';

/** docs/product/widgets-and-calculations.md §2: the fallback pages the SPA serves when a partner has no own URL. */
export const FALLBACK_LEGAL_PATHS = {
  privacy: '/privacy',
  terms: '/terms',
  communications: '/communications',
  licenses: '/licenses',
} as const;

export interface LegalLinks {
  privacy: string;
  terms: string;
  termsLabel: 'Terms of Use' | 'Terms of Service';
  communications: string;
  licenses: string;
}

/** A partner's own URL, when it is one (docs/product/widgets-and-calculations.md §5 URL check: http or https). */
const ownUrl = (value: string | null | undefined): string | undefined => (value && isUrl(value) ? value : undefined);

/**
 * docs/product/widgets-and-calculations.md §2: a partner's own privacy and terms URLs take precedence; otherwise the
 * fallback pages. An entry that fails the URL check (a `javascript:` link, a bare host) is as if absent.
 */
export const legalLinks = (org: Pick<Organization, 'orgCode' | 'orgMetaData'>): LegalLinks => ({
  privacy: ownUrl(org.orgMetaData.privacyPolicyUrl) ?? FALLBACK_LEGAL_PATHS.privacy,
  terms: ownUrl(org.orgMetaData.termsOfUseUrl) ?? FALLBACK_LEGAL_PATHS.terms,
  termsLabel: termsLinkLabel(org.orgCode),
  communications: FALLBACK_LEGAL_PATHS.communications,
  licenses: FALLBACK_LEGAL_PATHS.licenses,
});

/** Number of US states; the main brand licensed in fewer says 'with more states to come' (docs/product/widgets-and-calculations.md §2). */
export const US_STATE_COUNT = 50;

/**
 * The footer's licensed-states line. docs/product/widgets-and-calculations.md §2: for the main lender, when fewer than 50 states are licensed, it says
 * 'with more states to come'. The 'Licensed in' lead-in is our wording.
 */
export const licensedStatesLine = (org: Pick<Organization, 'orgMetaData'>): string => {
  const states = [...org.orgMetaData.licensedStates].sort();
  const base = `Licensed in ${states.join(', ')}`;
  const { isMainBrand } = org.orgMetaData.variant;
  return isMainBrand && states.length < US_STATE_COUNT ? `${base} with more states to come` : base;
};
