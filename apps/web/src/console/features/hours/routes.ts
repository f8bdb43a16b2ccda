import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The chat's opening hours and holidays, per organisation (docs/product/chat.md §2). */
export const hoursRoutes: RouteObject[] = [
  { path: 'hours', lazy: lazyPage(() => import('./hours-page').then((m) => m.HoursPage)) },
];
