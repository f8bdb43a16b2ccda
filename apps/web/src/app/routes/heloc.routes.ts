import type { RouteObject } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../../lib/lazy-page';
import { oauthReturnRoutes } from '../../features/finishing/routes';
import { registrationRoutes } from '../../features/registration/routes';
import { applicationRoutes } from './application.routes';
import { preloadOffersScreens } from './application-screens';
import { signerRoutes } from './signer.routes';

/**
 * Everything under the base path /account/heloc (docs/product/registration-and-routing.md §2). Registration (register, register-v2) and the
 * /{uuid} application area are added here by their own route files in later issues.
 */
export const helocRoutes: RouteObject[] = [
  {
    path: 'account/heloc',
    children: [
      redirectRoute({ index: true }, DASHBOARD_PATH),
      // docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.3: the legal pages belong to the main site.
      ...(['terms', 'communications', 'privacy', 'licenses'] as const).map((page) =>
        redirectRoute({ path: page }, `/${page}`),
      ),
      {
        path: 'not-accepting-apps',
        lazy: lazyPage(() =>
          import('../../features/availability/not-accepting-apps-page').then((m) => m.NotAcceptingAppsPage),
        ),
      },
      {
        path: 'coming-soon',
        lazy: lazyPage(() => import('../../features/availability/coming-soon-page').then((m) => m.ComingSoonPage)),
      },
      ...oauthReturnRoutes,
      ...registrationRoutes({ preloadLanding: preloadOffersScreens }),
      { path: 'heloc-signer', children: signerRoutes },
      {
        // The sandbox e-mail outbox (docs/sandbox.md); its calls answer 404 unless sandbox mode is on.
        path: 'sandbox/outbox',
        lazy: lazyPage(() => import('../../features/sandbox/outbox-page').then((m) => m.SandboxOutboxPage)),
      },
      // docs/product/application-area.md §2.1: the application area /{uuid}/*; its loader 404s unless the segment is an application id.
      ...applicationRoutes,
    ],
  },
];
