import {
  type Banner,
  type BannerDismissals,
  HELOC_BANNER_APP,
  dismissBanner,
  selectVisibleBanners,
} from '@heloc/domain';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSiteBanners } from './api/get-site-banners';
import { readDismissals, writeDismissals } from './banner-dismissals';
import { siteBannerMessages as m } from './site-banners.messages';
import './site-banners.css';

/**
 * The site banners under the top bar (docs/product/widgets-and-calculations.md §4): the active banners for this app,
 * newest first, 2 at most. A dismissed banner stays hidden (its time kept in local storage) until an admin's edit
 * gives it a later updatedAt. A banner that could not be loaded shows nothing: its error is kept as text on the
 * region (data-load-error) for whoever looks, never as a crash. The admins write a banner's message in one language:
 * it shows as written.
 */
export function SiteBanners({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useI18n();
  const { banners, loadError } = useSiteBanners();
  const [dismissals, setDismissals] = useState<BannerDismissals>(readDismissals);
  const visible = useMemo(
    () => selectVisibleBanners(banners, dismissals, { app: HELOC_BANNER_APP }),
    [banners, dismissals],
  );

  // §4: a dismissal overtaken by a banner's update is dropped from storage.
  useEffect(() => {
    if (Object.keys(visible.dismissals).length !== Object.keys(dismissals).length) {
      writeDismissals(visible.dismissals);
      setDismissals(visible.dismissals);
    }
  }, [visible.dismissals, dismissals]);

  const dismiss = (banner: Banner) => {
    const next = dismissBanner(dismissals, banner.uuid, now());
    writeDismissals(next);
    setDismissals(next);
  };

  if (visible.shown.length === 0) {
    return loadError ? <div hidden data-load-error={loadError} /> : null;
  }
  return (
    <section className="site-banners" aria-label={t(m.region)}>
      {visible.shown.map((banner) => (
        <div
          key={banner.uuid}
          className={`site-banner site-banner--${banner.variant}`}
          role="status"
          data-testid="site-banner"
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
              onClick={() => dismiss(banner)}
            >
              <span aria-hidden="true">{t(m.dismissSymbol)}</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
