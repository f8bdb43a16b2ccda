import type { BannerDismissals } from '@heloc/domain';

/** docs/product/widgets-and-calculations.md §4: when each banner was dismissed, kept in this browser. */
export const BANNER_DISMISSALS_KEY = 'heloc.banner-dismissals';

/**
 * The same dismissals in a cookie, which the server reads to leave a dismissed banner out of the first registration
 * step's markup (app/first-screen/page-frame.tsx), as the language cookie has it draw the step in the person's
 * language; it also keeps them where local storage is refused. The newest few only: it goes with every request.
 */
export const BANNER_DISMISSALS_COOKIE = 'heloc_banner_dismissals';
const COOKIE_DISMISSALS = 20;
const ONE_YEAR_S = 365 * 24 * 3600;

/** The attribute that names a banner's uuid in its markup (site-banners-view.tsx). */
export const BANNER_UUID_ATTRIBUTE = 'data-banner-uuid';

const isDismissals = (value: unknown): value is BannerDismissals =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((at) => typeof at === 'number' && Number.isFinite(at));

const parse = (text: string | null | undefined): BannerDismissals | undefined => {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isDismissals(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** The dismissals kept in a Cookie header's (or document.cookie's) banner cookie; nothing when there is none. */
export const dismissalsInCookies = (cookies: string | undefined): BannerDismissals => {
  const pair = (cookies ?? '').split(';').find((part) => part.trim().startsWith(`${BANNER_DISMISSALS_COOKIE}=`));
  if (!pair) return {};
  try {
    return parse(decodeURIComponent(pair.trim().slice(BANNER_DISMISSALS_COOKIE.length + 1))) ?? {};
  } catch {
    return {};
  }
};

const storedDismissals = (): BannerDismissals | undefined => {
  try {
    return parse(localStorage.getItem(BANNER_DISMISSALS_KEY));
  } catch {
    return undefined;
  }
};

/** The stored dismissals (local storage, else the cookie); nothing when both are empty, unreadable or hold something else. */
export const readDismissals = (): BannerDismissals =>
  storedDismissals() ?? (typeof document === 'undefined' ? {} : dismissalsInCookies(document.cookie));

const writeCookie = (dismissals: BannerDismissals): void => {
  const newest = Object.entries(dismissals)
    .sort(([, a], [, b]) => b - a)
    .slice(0, COOKIE_DISMISSALS);
  document.cookie =
    newest.length === 0
      ? `${BANNER_DISMISSALS_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${BANNER_DISMISSALS_COOKIE}=${encodeURIComponent(JSON.stringify(Object.fromEntries(newest)))}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
};

export const writeDismissals = (dismissals: BannerDismissals): void => {
  try {
    if (Object.keys(dismissals).length === 0) localStorage.removeItem(BANNER_DISMISSALS_KEY);
    else localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch {
    // Storage full or refused (private browsing): the cookie below keeps them.
  }
  writeCookie(dismissals);
};
