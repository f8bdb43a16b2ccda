import type { HelocStatus } from '@heloc/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isProfileDone, type Message } from '@heloc/domain';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { profileQueryOptions } from '../../lib/session';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { redirectTarget } from '../../lib/redirect';
import { applicationQueryOptions } from './api/get-application';
import { applicationStatusQueryOptions } from './api/get-status';
import { applicationPath, destinationFor } from './destination';
import { isAbort, pollStatus } from './poll-status';

export type StatusCheckPhase = 'idle' | 'checking' | 'error';

export interface StatusCheckState {
  phase: StatusCheckPhase;
  /** The latest status fetched by this check. */
  status?: HelocStatus | undefined;
  /** Set when a finished check led back to the screen the user is on. */
  isUnchanged?: boolean;
  error?: string | Message | undefined;
}

export interface CheckOptions {
  /** The status before the user's step, so the check waits for it to change (docs/product/registration-and-routing.md §4). */
  previousStatus?: string | undefined;
  /** Replace the history entry (arrival on the index, which only routes). */
  replace?: boolean;
  /**
   * Route on a status read within the spec's stale time (docs/product/application-area.md §7), e.g. by the registration
   * submit a moment ago, rather than ask for it again: for an arrival, never after the user's own step or a press of
   * "Check status", which must read the status as it is now.
   */
  acceptRecentStatus?: boolean;
}

// The offers screen reads the application first: asked for while the screen is being opened.
const OFFER_SCREENS: readonly string[] = ['product/select'];

// docs/product/registration-and-routing.md §8: a missing application or profile when routing sends the user to the
// dashboard (400: not a valid uuid; 404: none). A profile read that failed otherwise (a 500, no network) leaves the
// profile unknown, and the status alone routes.
const isMissing = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/**
 * Re-reads the application status with the polling policy and routes by the result (docs/product/registration-and-routing.md §4). One check runs at a
 * time; leaving the screen stops it. The state belongs to the path it was checked on: when a check routes to a sibling
 * route, the router keeps the same page component, so a new path starts idle rather than still 'checking'.
 */
export function useStatusCheck(uuid: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<StatusCheckState>({ phase: 'idle' });
  const [statePath, setStatePath] = useState(pathname);
  if (statePath !== pathname) {
    // Adjusting state while rendering (React's pattern for state derived from a changed input): no stale frame shows.
    setStatePath(pathname);
    setState({ phase: 'idle' });
  }
  const running = useRef<AbortController | null>(null);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const searchRef = useRef(search);
  searchRef.current = search;

  // Leaving the screen (unmount, or another route on the same page component) stops the running check.
  useEffect(() => () => running.current?.abort(), [pathname]);

  const check = useCallback(
    async ({ previousStatus, replace = false, acceptRecentStatus = false }: CheckOptions = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const currentPath = pathRef.current;
      setState({ phase: 'checking' });
      // docs/product/registration-and-routing.md §4: a profile not yet done goes to start/profile. Read while the status
      // is polled (from the cache when fresh); unknown when the read fails, 'missing' when the server has none.
      const profileRead = queryClient
        .fetchQuery({ ...profileQueryOptions(), staleTime: 60_000 })
        .catch((error: unknown) => (isMissing(error) ? ('missing' as const) : undefined));
      try {
        const outcome = await pollStatus({
          fetchStatus: () =>
            queryClient.fetchQuery(
              acceptRecentStatus
                ? applicationStatusQueryOptions(uuid)
                : { ...applicationStatusQueryOptions(uuid), staleTime: 0 },
            ),
          previousStatus,
          currentPath,
          signal: controller.signal,
          onStatus: (status) => setState({ phase: 'checking', status }),
        });
        const profile = outcome.route ? await profileRead : undefined;
        // docs/product/registration-and-routing.md §8: a missing profile when routing sends the user to the dashboard.
        if (profile === 'missing') {
          void navigate(redirectTarget(DASHBOARD_PATH, searchRef.current), { replace: true });
          return;
        }
        const profileDone = profile ? isProfileDone(profile) : undefined;
        const target = outcome.route
          ? destinationFor(outcome.status, outcome.routeStatus, currentPath, profileDone)
          : undefined;
        const targetPath = target && applicationPath(uuid, target.path);
        if (target && targetPath !== currentPath.replace(/\/+$/, '')) {
          if (OFFER_SCREENS.includes(target.path)) void queryClient.prefetchQuery(applicationQueryOptions(uuid));
          // docs/product/registration-and-routing.md §2: pop-webchat survives the redirect.
          void navigate(redirectTarget(targetPath!, searchRef.current), { replace, state: target.state });
          return;
        }
        setState({ phase: 'idle', status: outcome.status, isUnchanged: true });
      } catch (error) {
        if (isAbort(error)) return;
        if (isMissing(error)) {
          void navigate(redirectTarget(DASHBOARD_PATH, searchRef.current), { replace: true });
          return;
        }
        setState({ phase: 'error', error: errorMessageOf(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [navigate, queryClient, uuid],
  );

  return { ...state, check };
}
