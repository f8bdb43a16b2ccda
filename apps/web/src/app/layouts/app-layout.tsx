import { useDeferredValue } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { SiteBanners } from '../../features/site-banners/site-banners';
import { isFlagOn, isUnderMaintenance } from '../../lib/flags';
import { useI18n } from '../../lib/i18n';
import { useFlags } from '../../lib/use-flags';
import { Toaster } from '../../ui/toaster';
import { useVisitTracking } from '../../lib/use-visit-tracking';
import { MaintenanceScreen } from '../errors/maintenance-screen';
import { isFrameDrawnByServer } from '../first-screen/frame-before-app';
import { useCoDeederEviction } from '../guards/use-co-deeder-eviction';
import { Footer } from '../shell/footer';
import { TopBar } from '../shell/top-bar';
import { layoutMessages as m } from './layouts.messages';
import { useRouteFocus } from './use-route-focus';

/**
 * The shell around every page: skip link, top bar, site banners, main landmark (or the maintenance screen), footer.
 * A client-side route change moves focus to the new screen's heading (use-route-focus.ts).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const flags = useFlags();
  const { t } = useI18n();
  useCoDeederEviction();
  useRouteFocus();
  useVisitTracking();
  // What sits below the screen (the footer) or over it on demand (the chat's launcher) renders in a pass of its own
  // right after the first: the first commit, one uninterruptible task, holds only what is seen first, and nothing
  // above the fold moves (docs/decisions.md "Performance of the pages"). Where the server drew them around the first
  // registration step, they are in the first render: the app, rendered out of sight, takes the step over in one go,
  // and they must be there to replace the server's.
  const showsSecondary = useDeferredValue(true, isFrameDrawnByServer());

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t(m.skipToMain)}
      </a>
      <TopBar />
      {/* docs/product/widgets-and-calculations.md §4: the admins' banners, under the top bar on every page. */}
      <SiteBanners />
      <main className="app-main" id="main" tabIndex={-1}>
        {isUnderMaintenance(flags, pathname) ? <MaintenanceScreen /> : <Outlet />}
      </main>
      {showsSecondary && <Footer />}
      {/* docs/product/chat.md §1: the chat on every screen of the shell while the webchat flag is on. */}
      {showsSecondary && isFlagOn(flags, 'webchat') && <ChatLauncher variables={flags?.webchat?.variables} />}
      {/* docs/product/widgets-and-calculations.md §4: toasts, at most 5 at once, announced politely. */}
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
