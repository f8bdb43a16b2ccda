import type { Organization } from '@heloc/domain';
import { createContext, use, type ReactNode } from 'react';

const OrgContext = createContext<Organization | null>(null);

export function OrgProvider({ org, children }: { org: Organization; children: ReactNode }) {
  return <OrgContext value={org}>{children}</OrgContext>;
}

/** The resolved organisation (white-label brand) of this page. */
export function useOrg(): Organization {
  const org = use(OrgContext);
  if (!org) throw new Error('useOrg must be used inside <OrgProvider>');
  return org;
}

/** The organisation, or null outside the provider (screens that must render even without organisation data). */
export function useOptionalOrg(): Organization | null {
  return use(OrgContext);
}

// The support phone and its tel: link are the domain's (one definition for the app and the server's first screen).
export { DEFAULT_SUPPORT_PHONE, supportPhoneOf, telHref } from '@heloc/domain';
