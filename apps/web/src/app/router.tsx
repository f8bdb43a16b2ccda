import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './errors/route-error-screen';
import { SnagFallback } from './errors/snag-fallback';
import { sessionGuardLoader } from './guards/session-guard';
import { AppLayout } from './layouts/app-layout';
import { PageLoading } from './layouts/page-loading';
import { lazyPage } from '../lib/lazy-page';
import { consoleRoutes } from './routes/console.routes';
import { helocRoutes } from './routes/heloc.routes';
import { legacyRoutes } from './routes/legacy.routes';
import { mainSiteRoutes } from './routes/main-site.routes';

/**
 * One route tree with no basename: the product lives under /account/heloc and the app also serves the main-site
 * stand-ins (/auth/login, /dashboard, legal pages). The root loader is the session guard and runs on every
 * navigation; page errors render inside the shell, a broken shell falls back to the snag screen.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: sessionGuardLoader,
    shouldRevalidate: () => true,
    Component: AppLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: SnagFallback,
    children: [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          ...mainSiteRoutes,
          ...legacyRoutes,
          ...helocRoutes,
          { path: '*', lazy: lazyPage(() => import('./errors/not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
  // The staff console: its own sign-in and shell (docs/product/operations-console.md §2).
  ...consoleRoutes,
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
