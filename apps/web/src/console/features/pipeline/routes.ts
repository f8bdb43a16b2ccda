import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The pipeline, the console's home (docs/product/operations-console.md §3). */
export const pipelineRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./pipeline-page').then((m) => m.PipelinePage)) },
];
