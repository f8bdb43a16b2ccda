import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** Partners (docs/organizations.md "Partners in the console"): partnerships staff, PARTNERS_MANAGE. */
export const partnersRoutes: RouteObject[] = [
  { path: 'partners', lazy: lazyPage(() => import('./partners-page').then((m) => m.PartnersPage)) },
  { path: 'partners/new', lazy: lazyPage(() => import('./new-partner-page').then((m) => m.NewPartnerPage)) },
  { path: 'partners/:code', lazy: lazyPage(() => import('./partner-page').then((m) => m.PartnerPage)) },
];
