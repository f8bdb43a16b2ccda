import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The operations console under /console/ (docs/product/operations-console.md §2): staff only, every screen a lazy
 * chunk of its own, so a borrower's screens load none of it. The root holds the staff session's end; the signed-in
 * shell (top bar, the member) wraps the pipeline, the file and the team.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console',
    lazy: lazyPage(() => import('./shell/console-root').then((m) => m.ConsoleRoot)),
    children: [
      { path: 'set-up', lazy: lazyPage(() => import('./sign-in/set-up-page').then((m) => m.SetUpPage)) },
      {
        path: 'sign-in',
        children: [
          { index: true, lazy: lazyPage(() => import('./sign-in/sign-in-page').then((m) => m.SignInPage)) },
          {
            path: 'authenticator',
            lazy: lazyPage(() => import('./sign-in/authenticator-page').then((m) => m.AuthenticatorPage)),
          },
          { path: 'code', lazy: lazyPage(() => import('./sign-in/code-page').then((m) => m.CodePage)) },
        ],
      },
      {
        lazy: lazyPage(() => import('./shell/console-shell').then((m) => m.ConsoleShell)),
        children: [
          { index: true, lazy: lazyPage(() => import('./pipeline/pipeline-page').then((m) => m.PipelinePage)) },
          {
            path: 'applications/:uuid',
            lazy: lazyPage(() => import('./file/application-file-page').then((m) => m.ApplicationFilePage)),
          },
          { path: 'team', lazy: lazyPage(() => import('./team/team-page').then((m) => m.TeamPage)) },
        ],
      },
    ],
  },
];
