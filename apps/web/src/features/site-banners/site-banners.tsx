import { type Banner, type BannerDismissals, dismissBanner } from '@heloc/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSiteBanners } from './api/get-site-banners';
import { readDismissals, writeDismissals } from './banner-dismissals';
import { SiteBannersView, visibleBanners } from './site-banners-view';

/**
 * The site banners under the top bar (docs/product/widgets-and-calculations.md §4): the active banners for this app,
 * newest first, 2 at most. A dismissed banner stays hidden (its time kept in local storage) until an admin's edit
 * gives it a later updatedAt. A banner that could not be loaded shows nothing: its error is kept as text on the
 * region (data-load-error) for whoever looks, never as a crash. The admins write a banner's message in one language:
 * it shows as written.
 */
export function SiteBanners({ now = () => new Date() }: { now?: () => Date }) {
  const { banners, loadError } = useSiteBanners();
  const [dismissals, setDismissals] = useState<BannerDismissals>(readDismissals);
  const visible = useMemo(() => visibleBanners(banners, dismissals), [banners, dismissals]);

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

  if (visible.shown.length === 0 && loadError) return <div hidden data-load-error={loadError} />;
  return <SiteBannersView shown={visible.shown} onDismiss={dismiss} />;
}
