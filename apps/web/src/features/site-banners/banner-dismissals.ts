import type { BannerDismissals } from '@heloc/domain';

/** docs/product/widgets-and-calculations.md §4: when each banner was dismissed, kept in this browser. */
export const BANNER_DISMISSALS_KEY = 'heloc.banner-dismissals';

const isDismissals = (value: unknown): value is BannerDismissals =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((at) => typeof at === 'number' && Number.isFinite(at));

/** The stored dismissals; nothing when storage is empty, unreadable or holds something else. */
export const readDismissals = (): BannerDismissals => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY) ?? '{}');
    return isDismissals(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

export const writeDismissals = (dismissals: BannerDismissals): void => {
  try {
    if (Object.keys(dismissals).length === 0) localStorage.removeItem(BANNER_DISMISSALS_KEY);
    else localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch {
    // Storage full or refused (private browsing): the banner is hidden for this visit only.
  }
};
