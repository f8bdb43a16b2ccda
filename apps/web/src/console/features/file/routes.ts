import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** An application's file (docs/product/operations-console.md §4). */
export const fileRoutes: RouteObject[] = [
  {
    path: 'applications/:uuid',
    lazy: lazyPage(() => import('./application-file-page').then((m) => m.ApplicationFilePage)),
  },
];
