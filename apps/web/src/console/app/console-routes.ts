import type { RouteObject } from 'react-router';
import { chatRoutes } from '../features/chat/routes';
import { fileRoutes } from '../features/file/routes';
import { hoursRoutes } from '../features/hours/routes';
import { knowledgeRoutes } from '../features/knowledge/routes';
import { myWorkRoutes } from '../features/my-work/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { pipelineRoutes } from '../features/pipeline/routes';
import { partnersRoutes } from '../features/partners/routes';
import { pricingRoutes } from '../features/pricing/routes';
import { sessionRoutes } from '../features/sessions/routes';
import { signInRoutes } from '../features/sign-in/routes';
import { siteRoutes } from '../features/site/routes';
import { teamRoutes } from '../features/team/routes';
import { ConsoleLoading } from './console-loading';
import { ConsoleRouteError } from './errors/console-route-error';
import { ConsoleRoot } from './shell/console-root';
import { ConsoleShell } from './shell/console-shell';

/**
 * The operations console under /console/ (docs/product/operations-console.md §2), staff only. The root holds the staff
 * session's end; sign-in stands outside the signed-in shell (the top bar with the member), which wraps every other
 * screen. Each feature's screens load when first visited.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console',
    Component: ConsoleRoot,
    HydrateFallback: ConsoleLoading,
    ErrorBoundary: ConsoleRouteError,
    children: [
      ...signInRoutes,
      {
        Component: ConsoleShell,
        children: [
          ...pipelineRoutes,
          ...myWorkRoutes,
          ...notificationsRoutes,
          ...fileRoutes,
          ...sessionRoutes,
          ...teamRoutes,
          ...chatRoutes,
          ...hoursRoutes,
          ...knowledgeRoutes,
          ...siteRoutes,
          ...pricingRoutes,
          ...partnersRoutes,
        ],
      },
    ],
  },
];
