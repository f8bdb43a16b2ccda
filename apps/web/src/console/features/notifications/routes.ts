import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The member's profile, where they choose how they are told (docs/product/operations-console.md §12). */
export const notificationsRoutes: RouteObject[] = [
  { path: 'profile', lazy: lazyPage(() => import('./profile-page').then((m) => m.ProfilePage)) },
];
