import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** My work (docs/product/operations-console.md §11). */
export const myWorkRoutes: RouteObject[] = [
  { path: 'my-work', lazy: lazyPage(() => import('./my-work-page').then((m) => m.MyWorkPage)) },
];
