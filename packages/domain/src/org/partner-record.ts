import type { OrgBrand, OrgMetaData, Organization } from './organization';
import { faviconSvg, logoSvg, svgDataUrl } from './drawn-logo';
import type { Partner, PartnerBrand } from './partner';

/*
 * A partner as the console's form writes it, and the organisation record the app reads (docs/organizations.md):
 * the form covers what partnerships staff set; the record's other texts (legal pages, disclosures, product names) are
 * kept as they were, or written with plain defaults for a new partner.
 */

/** The path of an image drawn from the record's colours (the server draws it), used when none was uploaded. */
const drawnLogo = (code: string) => `/org-assets/${code}/logo.svg`;
const drawnFavicon = (code: string) => `/org-assets/${code}/favicon.png`;
const isDrawn = (url: string | undefined) => !url || url.startsWith('/org-assets/');

const defaultsFor = (name: string, short: string): Omit<OrgMetaData, 'variant'> => ({
  companyName: name,
  companyNameShort: short,
  nmls: '',
  licensedStates: [],
  supportPhone: '',
  supportEmail: '',
  supportHours: '',
  disclosures: ['Equal Housing Lender.'],
  legal: {
    terms: `These terms govern your use of the ${name} website and online application.`,
    privacy: `${name} collects the information you give us to process your application and does not sell it.`,
    communications: `You agree that ${name} may send disclosures and notices electronically.`,
    licenses: `${name} holds the state lending licenses listed in the footer.`,
  },
  productInfo: { heloc: { name: `${short} HELOC`, tagline: '' } },
  languages: ['en'],
});

export const brandOfPartner = (code: string, shortName: string, brand: PartnerBrand): OrgBrand => ({
  colors: brand.colors,
  logoUrl: brand.logoUrl || drawnLogo(code),
  logoAlt: brand.logoAlt || shortName,
  faviconUrl: brand.faviconUrl || drawnFavicon(code),
  fontFamily: brand.fontFamily,
  headingFontFamily: brand.headingFontFamily,
});

export const partnerBrandOf = (brand: OrgBrand): PartnerBrand => ({
  colors: brand.colors,
  logoUrl: isDrawn(brand.logoUrl) ? '' : brand.logoUrl,
  logoAlt: brand.logoAlt,
  faviconUrl: isDrawn(brand.faviconUrl) ? '' : (brand.faviconUrl ?? ''),
  fontFamily: brand.fontFamily,
  headingFontFamily: brand.headingFontFamily,
});

/** The record's metadata with what the form sets written over `existing` (or the defaults of a new partner). */
export const metaDataOfPartner = (partner: Partner, existing: OrgMetaData | undefined): OrgMetaData => {
  const base = existing ?? { ...defaultsFor(partner.displayName.en, partner.shortName), variant: partner.variant };
  const { privacyPolicyUrl, termsOfUseUrl } = partner.links;
  const es = { ...base.localized?.es, ...(partner.displayName.es ? { companyName: partner.displayName.es } : {}) };
  const meta: OrgMetaData = {
    ...base,
    companyName: partner.displayName.en,
    companyNameShort: partner.shortName,
    nmls: partner.nmls,
    licensedStates: partner.states.map((s) => s.state),
    stateLicenses: Object.fromEntries(partner.states.map((s) => [s.state, s.licence])),
    supportPhone: partner.support.phone,
    supportEmail: partner.support.email,
    supportHours: partner.support.hours,
    variant: partner.variant,
    languages: partner.languages,
    localized: { ...base.localized, ...(Object.keys(es).length ? { es } : {}) },
  };
  if (privacyPolicyUrl) meta.privacyPolicyUrl = privacyPolicyUrl;
  else delete meta.privacyPolicyUrl;
  if (termsOfUseUrl) meta.termsOfUseUrl = termsOfUseUrl;
  else delete meta.termsOfUseUrl;
  return meta;
};

export interface PartnerParts {
  orgCode: string;
  canonicalOrgCode: string;
  baseUrl: string;
  hosts: readonly string[];
  brand: OrgBrand;
  meta: OrgMetaData;
  loanOfficers: Partner['loanOfficers'];
  flags: Partner['flags'];
}

/** The form's view of an organisation's record, its loan officers and its own flags. */
export const partnerOfRecord = (parts: PartnerParts): Partner => ({
  orgCode: parts.orgCode,
  canonicalOrgCode: parts.canonicalOrgCode,
  displayName: { en: parts.meta.companyName, es: parts.meta.localized?.es?.companyName ?? '' },
  shortName: parts.meta.companyNameShort,
  hosts: [...parts.hosts],
  links: {
    baseUrl: parts.baseUrl,
    privacyPolicyUrl: parts.meta.privacyPolicyUrl ?? '',
    termsOfUseUrl: parts.meta.termsOfUseUrl ?? '',
  },
  support: { phone: parts.meta.supportPhone, email: parts.meta.supportEmail, hours: parts.meta.supportHours },
  languages: parts.meta.languages,
  states: parts.meta.licensedStates.map((state) => ({ state, licence: parts.meta.stateLicenses?.[state] ?? '' })),
  nmls: parts.meta.nmls,
  loanOfficers: parts.loanOfficers,
  flags: parts.flags,
  variant: parts.meta.variant,
  brand: partnerBrandOf(parts.brand),
});

/**
 * The brand a partner's draft would have: without an uploaded logo or favicon, the ones the server would draw, drawn
 * here from the draft's colours and carried inline (the server draws a saved record's only).
 */
export const previewBrandOf = (partner: Partner): OrgBrand => {
  const drawnFrom = { orgBrand: partner.brand, orgMetaData: { companyNameShort: partner.shortName } };
  return {
    ...brandOfPartner(partner.orgCode, partner.shortName, partner.brand),
    logoUrl: partner.brand.logoUrl || svgDataUrl(logoSvg(drawnFrom)),
    faviconUrl: partner.brand.faviconUrl || svgDataUrl(faviconSvg(drawnFrom)),
  };
};

/**
 * The organisation record a partner's draft would make, for its preview before it is saved (docs/organizations.md
 * "Partners in the console"): the form's fields written over `base`, the partner's saved record when it has one, else
 * the main lender's (its legal texts, products and pricing stand in until the partner is created).
 */
export const previewOrganizationOf = (base: Organization, partner: Partner): Organization => ({
  ...base,
  orgCode: partner.orgCode,
  canonicalOrgCode: partner.canonicalOrgCode,
  baseUrl: partner.links.baseUrl,
  orgBrand: previewBrandOf(partner),
  orgMetaData: metaDataOfPartner(partner, base.orgCode === partner.orgCode ? base.orgMetaData : undefined),
});
