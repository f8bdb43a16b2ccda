import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import type { RoutePreload } from '../../lib/route-preload';
import { groupIndexRoute } from '../../lib/redirect';
import { loadOffersPage } from './load-offers-page';

/**
 * The offers screen, where most applicants land, loads with the application area (load-offers-page.ts).
 * @public read by the build as data (apps/web/build/route-preloads.ts), not imported.
 */
export const preload = { application: ['./offers-page.tsx'] } satisfies RoutePreload;

/** The offers under /{uuid}/product: choose and confirm a line, qualify with assets, or take the lower line. */
export const offersRoutes: RouteObject[] = [
  {
    path: 'product',
    children: [
      groupIndexRoute(),
      // Qualifying with assets, and the lower line after the title search.
      { path: 'assets', lazy: lazyPage(() => import('./assets/assets-page').then((m) => m.AssetsPage)) },
      {
        path: 'prequal-winback',
        lazy: lazyPage(() => import('./winback/prequal-winback-page').then((m) => m.PrequalWinbackPage)),
      },
      { path: 'select', lazy: lazyPage(loadOffersPage) },
      { path: 'select/confirm', lazy: lazyPage(() => import('./confirm-offer-page').then((m) => m.ConfirmOfferPage)) },
    ],
  },
];
