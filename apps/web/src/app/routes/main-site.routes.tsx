import type { RouteObject } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../../lib/lazy-page';

const legalPage = (kind: 'terms' | 'privacy' | 'communications' | 'licenses') =>
  lazyPage(() =>
    import('../../features/legal/legal-page').then(({ LegalPage }) => {
      const Page = () => <LegalPage kind={kind} />;
      return Page;
    }),
  );

/**
 * The main-site pages this app stands in for (login, dashboard, fallback legal pages) and the paths the spec sends
 * to them (docs/product/registration-and-routing.md §2: /account and / go to /dashboard).
 */
export const mainSiteRoutes: RouteObject[] = [
  redirectRoute({ index: true }, DASHBOARD_PATH),
  redirectRoute({ path: 'account' }, DASHBOARD_PATH),
  { path: 'auth/login', lazy: lazyPage(() => import('../../features/auth/login-page').then((m) => m.LoginPage)) },
  { path: 'auth/sign-up', lazy: lazyPage(() => import('../../features/auth/sign-up-page').then((m) => m.SignUpPage)) },
  {
    path: 'auth/agent/login',
    lazy: lazyPage(() => import('../../features/auth/agent-login-page').then((m) => m.AgentLoginPage)),
  },
  {
    path: 'auth/agent',
    lazy: lazyPage(() => import('../../features/auth/agent-home-page').then((m) => m.AgentHomePage)),
  },
  {
    path: 'dashboard',
    lazy: lazyPage(() => import('../../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
  },
  {
    // docs/product/application-area.md §2.3: the platform's account settings link (two-step verification).
    path: 'dashboard/settings',
    lazy: lazyPage(() => import('../../features/account-settings/settings-page').then((m) => m.SettingsPage)),
  },
  {
    // docs/product/application-area.md §2.3: the platform's contact link (docs/decisions.md "Platform links").
    path: 'contact',
    lazy: lazyPage(() => import('../../features/contact/contact-page').then((m) => m.ContactPage)),
  },
  { path: 'terms', lazy: legalPage('terms') },
  { path: 'privacy', lazy: legalPage('privacy') },
  { path: 'communications', lazy: legalPage('communications') },
  { path: 'licenses', lazy: legalPage('licenses') },
  {
    // The accessibility statement (docs/accessibility.md), linked from the footer's legal links.
    path: 'accessibility',
    lazy: lazyPage(() => import('../../features/legal/accessibility-page').then((m) => m.AccessibilityPage)),
  },
];
