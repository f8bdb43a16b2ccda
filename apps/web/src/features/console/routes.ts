import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The console's code, one chunk (console-screens.ts says why). */
const screens = () => import('./console-screens');

/**
 * The operations console under /console/ (docs/product/operations-console.md §2): staff only, in a lazy chunk of its
 * own, so a borrower's screens load none of it. The root holds the staff session's end; the signed-in shell (top
 * bar, the member) wraps the pipeline, the file and the team.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console',
    lazy: lazyPage(() => screens().then((m) => m.ConsoleRoot)),
    children: [
      { path: 'set-up', lazy: lazyPage(() => screens().then((m) => m.SetUpPage)) },
      {
        path: 'sign-in',
        children: [
          { index: true, lazy: lazyPage(() => screens().then((m) => m.SignInPage)) },
          { path: 'authenticator', lazy: lazyPage(() => screens().then((m) => m.AuthenticatorPage)) },
          { path: 'code', lazy: lazyPage(() => screens().then((m) => m.CodePage)) },
        ],
      },
      {
        lazy: lazyPage(() => screens().then((m) => m.ConsoleShell)),
        children: [
          { index: true, lazy: lazyPage(() => screens().then((m) => m.PipelinePage)) },
          { path: 'applications/:uuid', lazy: lazyPage(() => screens().then((m) => m.ApplicationFilePage)) },
          { path: 'sessions/:sessionKey', lazy: lazyPage(() => screens().then((m) => m.SessionTrailPage)) },
          { path: 'team', lazy: lazyPage(() => screens().then((m) => m.TeamPage)) },
          {
            path: 'chats',
            lazy: lazyPage(() => screens().then((m) => m.ChatsLayout)),
            children: [
              { index: true, lazy: lazyPage(() => screens().then((m) => m.ChatsPage)) },
              { path: ':chatUuid', lazy: lazyPage(() => screens().then((m) => m.ChatPage)) },
            ],
          },
          { path: 'hours', lazy: lazyPage(() => screens().then((m) => m.HoursPage)) },
          { path: 'knowledge', lazy: lazyPage(() => screens().then((m) => m.KnowledgePage)) },
          { path: 'feedback', lazy: lazyPage(() => screens().then((m) => m.CeoFeedbackPage)) },
          { path: 'banners', lazy: lazyPage(() => screens().then((m) => m.BannersPage)) },
          { path: 'errors', lazy: lazyPage(() => screens().then((m) => m.ClientErrorsPage)) },
        ],
      },
    ],
  },
];
