import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** What serves the shell around the borrower's journey: feedback, banners, errors (docs/product/operations-console.md §2). */
export const siteRoutes: RouteObject[] = [
  { path: 'feedback', lazy: lazyPage(() => import('./feedback-page').then((m) => m.CeoFeedbackPage)) },
  { path: 'banners', lazy: lazyPage(() => import('./banners-page').then((m) => m.BannersPage)) },
  { path: 'errors', lazy: lazyPage(() => import('./errors-page').then((m) => m.ClientErrorsPage)) },
];
