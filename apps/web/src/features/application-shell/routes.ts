import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import type { RoutePreload } from '../../lib/route-preload';
import { groupIndexRoute } from '../../lib/redirect';
import { loadIndexPage } from './load-screens';

/**
 * Every application page loads the layout and its first reads ahead of the router, and the index that routes by status
 * (app/routes/application-screens.ts, with the same imports as load-screens.ts).
 * @public read by the build as data (apps/web/build/route-preloads.ts), not imported.
 */
export const preload = {
  application: [
    './layout/application-layout.tsx',
    './application-index-page.tsx',
    '../../shared/application-status/api/first-reads.ts',
  ],
} satisfies RoutePreload;

const statusPage = lazyPage(() => import('./status-pages/status-page').then((m) => m.StatusPage));

/** A status-page screen at `path`, standing for the screen `screen` (relative to /{uuid}/). */
const screen = (path: string, key: string): RouteObject => ({ path, handle: { screen: key }, lazy: statusPage });

/**
 * The shell's screens under /{uuid} (docs/product/application-area.md §2.1): the index that routes by status, and the
 * waiting screens shown with the status page (one component, copy keyed by the route handle's `screen`). The error
 * and review-app groups are shared with the dead ends (features/dead-ends/routes.ts); their index is here.
 */
export const applicationShellRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(loadIndexPage) },
  { path: 'error', children: [groupIndexRoute(), screen('timeout', 'error/timeout')] },
  {
    path: 'review-app',
    children: [
      groupIndexRoute(),
      // docs/product/registration-and-routing.md §4, docs/product/application-area.md §2.1: datatree and signdocs both show the timeout page.
      screen('datatree', 'error/timeout'),
      screen('signdocs', 'error/timeout'),
    ],
  },
];
