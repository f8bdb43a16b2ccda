import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The team: invitations, roles, organisations, disabling (docs/product/operations-console.md §1). */
export const teamRoutes: RouteObject[] = [
  { path: 'team', lazy: lazyPage(() => import('./team-page').then((m) => m.TeamPage)) },
];
