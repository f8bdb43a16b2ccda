import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { PageLoading } from '../layouts/page-loading';
import { consoleRoutes as featureRoutes } from '../../features/console/routes';

/**
 * The operations console (docs/product/operations-console.md §2): beside the borrower's root, not under it, so the
 * borrower's session guard and shell never apply to staff, and only lazy chunks the console's paths load.
 */
export const consoleRoutes: RouteObject[] = [
  { ErrorBoundary: RouteErrorScreen, HydrateFallback: PageLoading, children: featureRoutes },
];
