import type { Organization } from './organization';

/**
 * Whether the logo's alt text already names the company: the top bar then hides the visible name from screen readers
 * so it is not read twice (the app's top bar, and the server's pre-rendered one).
 */
export const isCompanyNamedInLogoAlt = (org: Pick<Organization, 'orgBrand' | 'orgMetaData'>): boolean =>
  org.orgBrand.logoAlt.toLowerCase().includes(org.orgMetaData.companyName.toLowerCase());
