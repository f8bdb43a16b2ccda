import type { Organization } from './organization';

/** docs/product/application-area.md §2.4, §9: the support phone, with its default. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';

/** The organisation's support phone, or the spec's default when it has none. */
export const supportPhoneOf = (org: Organization): string => org.orgMetaData.supportPhone || DEFAULT_SUPPORT_PHONE;

/** A US phone as a tel: link: '+1' and its ten digits (a leading 1 of eleven digits is the country code). */
export const telHref = (phone: string): string => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
