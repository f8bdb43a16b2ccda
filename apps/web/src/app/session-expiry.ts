import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { isLegalPublicPath } from '../features/legal/legal-paths';
import { onSessionExpired } from '../lib/api-client';
import { isPublicPath, loginRedirectFor } from '../lib/public-paths';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: when a call finds the session ended (the client already cleared the token), drop the cached
 * answers and send the user to login with redirectUrl. On a public page the user simply stays, signed out.
 */
export const handleSessionExpiry = (router: Router, queryClient: QueryClient): (() => void) =>
  onSessionExpired(() => {
    queryClient.clear();
    const { pathname, search } = router.state.location;
    if (isPublicPath(pathname) || isLegalPublicPath(pathname)) return;
    void router.navigate(loginRedirectFor(pathname, search), { replace: true });
  });
