import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { nextTask } from '../lib/next-task';
import { RouteErrorScreen } from './errors/route-error-screen';
import { SnagFallback } from './errors/snag-fallback';
import { sessionGuardLoader } from './guards/session-guard';
import { AppLayout } from './layouts/app-layout';
import { PageLoading } from './layouts/page-loading';
import { lazyPage } from '../lib/lazy-page';
import { helocRoutes } from './routes/heloc.routes';
import { legacyRoutes } from './routes/legacy.routes';
import { mainSiteRoutes } from './routes/main-site.routes';

/**
 * One route tree with no basename: the product lives under /account/heloc and the app also serves the main-site
 * stand-ins (/auth/login, /dashboard, legal pages). The root loader is the session guard and runs on every
 * navigation; page errors render inside the shell, a broken shell falls back to the snag screen. The operations
 * console under /console is an app of its own (src/console/, its page console.html), never a route of this one.
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
];

/**
 * The browser's router, as react-router's createBrowserRouter makes it (the same history, route properties and no
 * hydration data), in two tasks: building the route table (every route flattened and ranked) and the first
 * navigation (matching, the session guard, the page's code) were one long task on a slow phone (docs/decisions.md
 * "Performance of the pages"). createBrowserRouter is the same two calls with nothing in between.
 */
export const createAppRouter = async () => {
  const router = createRouter({
    history: createBrowserHistory(),
    routes: appRoutes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  return router.initialize();
};
export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
