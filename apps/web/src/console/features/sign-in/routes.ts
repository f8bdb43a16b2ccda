import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/**
 * Signing in (docs/product/operations-console.md §1): the one-time set-up link, then the password and the
 * authenticator's code, outside the signed-in shell.
 */
export const signInRoutes: RouteObject[] = [
  { path: 'set-up', lazy: lazyPage(() => import('./set-up-page').then((m) => m.SetUpPage)) },
  {
    path: 'sign-in',
    children: [
      { index: true, lazy: lazyPage(() => import('./sign-in-page').then((m) => m.SignInPage)) },
      { path: 'authenticator', lazy: lazyPage(() => import('./authenticator-page').then((m) => m.AuthenticatorPage)) },
      { path: 'code', lazy: lazyPage(() => import('./code-page').then((m) => m.CodePage)) },
    ],
  },
];
