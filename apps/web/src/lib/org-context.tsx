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

/** spec 02 §2.4, §9: the support phone, with its default. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';
export const supportPhoneOf = (org: Organization): string => org.orgMetaData.supportPhone || DEFAULT_SUPPORT_PHONE;
export const telHref = (phone: string): string => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
