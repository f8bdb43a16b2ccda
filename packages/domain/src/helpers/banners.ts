import { BANNER_VARIANTS, type BannerVariant } from '../enums/documents';
import type { BannerDismissals } from './banner-dismissals';
import { DEFAULT_VISIBLE_BANNERS } from './ui-limits';

/**
 * The name this web app carries in a banner's apps list (docs/product/widgets-and-calculations.md §3): a banner shows
 * here when its list names it. Ours: the spec names no app.
 */
export const HELOC_BANNER_APP = 'heloc';

/** docs/product/widgets-and-calculations.md §8: the error raised when banner data has the wrong shape. Word for word. */
export const BANNER_FORMAT_ERROR_MESSAGE = 'Banner data does not match the expected format';

/** docs/product/widgets-and-calculations.md §3 "Banner": uuid, message, apps, variant (info or warn), active, dismissable, metadata. */
export interface Banner {
  uuid: string;
  message: string;
  /** Names of the apps the banner is for. */
  apps: string[];
  variant: BannerVariant;
  active?: boolean;
  dismissable?: boolean;
  /** ISO 8601 timestamps. */
  metadata?: { createdAt?: string; updatedAt?: string };
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isBanner = (value: unknown): value is Banner => {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return (
    isNonEmptyString(b.uuid) &&
    isNonEmptyString(b.message) &&
    Array.isArray(b.apps) &&
    b.apps.length > 0 &&
    (BANNER_VARIANTS as readonly unknown[]).includes(b.variant)
  );
};

/**
 * docs/product/widgets-and-calculations.md §5: "Banner data is accepted only if every banner has uuid, message, a non-empty apps list and variant".
 * Returns the banners, or throws Error(BANNER_FORMAT_ERROR_MESSAGE) if the data is not a list or any banner fails.
 * variant must be one of the spec's values (info, warn).
 */
export const acceptBannerData = (data: unknown): Banner[] => {
  if (!Array.isArray(data) || !data.every(isBanner)) throw new Error(BANNER_FORMAT_ERROR_MESSAGE);
  return data;
};

const timeOf = (iso: string | undefined): number => {
  const ms = iso === undefined ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};
const newestTime = (banner: Banner): number =>
  Math.max(timeOf(banner.metadata?.updatedAt), timeOf(banner.metadata?.createdAt));

export interface VisibleBanners {
  /** Banners to show, newest first, at most `limit`. */
  shown: Banner[];
  /** The dismissals to keep: those that were overtaken by a banner update are dropped. */
  dismissals: BannerDismissals;
}

/**
 * Which banners to show (docs/product/widgets-and-calculations.md §4 "Banners"): a dismissed banner stays hidden; it shows again if its updatedAt is
 * later than the stored dismissal time, and that stored dismissal is then dropped. Default of 2 shown, newest first
 * (by updatedAt, else createdAt). Ours: banners with active === false are not shown; `app` (when given) keeps only
 * banners whose apps list names it.
 */
export const selectVisibleBanners = (
  banners: readonly Banner[],
  dismissals: BannerDismissals,
  options: { app?: string; limit?: number } = {},
): VisibleBanners => {
  const { app, limit = DEFAULT_VISIBLE_BANNERS } = options;
  const kept: Record<string, number> = { ...dismissals };
  const candidates = banners.filter((banner) => {
    if (banner.active === false || (app !== undefined && !banner.apps.includes(app))) return false;
    const dismissedAt = kept[banner.uuid];
    if (dismissedAt === undefined) return true;
    if (timeOf(banner.metadata?.updatedAt) > dismissedAt) {
      delete kept[banner.uuid];
      return true;
    }
    return false;
  });
  const shown = candidates.sort((a, b) => newestTime(b) - newestTime(a)).slice(0, Math.max(limit, 0));
  return { shown, dismissals: kept };
};
