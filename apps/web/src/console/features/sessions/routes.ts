import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** A borrower's visit as its session trail (docs/product/operations-console.md §9). */
export const sessionRoutes: RouteObject[] = [
  {
    path: 'sessions/:sessionKey',
    lazy: lazyPage(() => import('./session-trail-page').then((m) => m.SessionTrailPage)),
  },
];
