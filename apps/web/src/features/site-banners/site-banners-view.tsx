import { type Banner, type BannerDismissals, HELOC_BANNER_APP, selectVisibleBanners } from '@heloc/domain';
import { useI18n } from '../../lib/i18n';
import { siteBannerMessages as m } from './site-banners.messages';
import './site-banners.css';

/** §4: the active banners of this app not dismissed since their last update, newest first, 2 at most. */
export const visibleBanners = (banners: readonly Banner[], dismissals: BannerDismissals) =>
  selectVisibleBanners(banners, dismissals, { app: HELOC_BANNER_APP });

/**
 * The site banners' markup (docs/product/widgets-and-calculations.md §4): the banners to show, each with its dismiss
 * button when dismissable. Shared by the app's SiteBanners (site-banners.tsx) and the first registration step the
 * server sends before the app has loaded (app/first-screen/page-frame.tsx), whose script handles the buttons there.
 */
export function SiteBannersView({
  shown,
  onDismiss,
}: {
  shown: readonly Banner[];
  onDismiss?: (banner: Banner) => void;
}) {
  const { t } = useI18n();
  if (shown.length === 0) return null;
  return (
    <section className="site-banners" aria-label={t(m.region)}>
      {shown.map((banner) => (
        <div
          key={banner.uuid}
          className={`site-banner site-banner--${banner.variant}`}
          role="status"
          data-testid="site-banner"
          // BANNER_UUID_ATTRIBUTE: the first registration step's own script dismisses it before the app.
          data-banner-uuid={banner.uuid}
        >
          <p className="site-banner__message">
            <span className="ui-visually-hidden">{t(banner.variant === 'warn' ? m.warning : m.notice)}</span>
            {banner.message}
          </p>
          {banner.dismissable !== false && (
            <button
              type="button"
              className="site-banner__dismiss"
              aria-label={t(m.dismiss, { message: banner.message })}
              onClick={onDismiss && (() => onDismiss(banner))}
            >
              <span aria-hidden="true">{t(m.dismissSymbol)}</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
