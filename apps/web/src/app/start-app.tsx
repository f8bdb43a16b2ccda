import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  claimFirstStepTakeover,
  expectFirstStepTakeover,
} from '../features/registration/first-step/first-step-handoff';
import { firstStepKindOf } from '../features/registration/first-step/first-step-paths';
import { setApiOrgCode } from '../lib/api-client';
import { installErrorReporting } from '../lib/error-reporting';
import { applyBrand } from '../lib/brand';
import { shareStyleNonce } from '../lib/csp-nonce';
import { hasToken } from '../lib/auth-token';
import { flagsQueryOptions, persistFlagOverrides } from '../lib/flags';
import { loadOrganization, OrgDataMissingError } from '../lib/load-org';
import { applyRelativeBaseUrlFlag } from '../lib/relative-base-url-flag';
import { createQueryClient } from '../lib/query-client';
import { applicationScreenOf, applicationUuidOf } from '../lib/early-reads';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { primeFrameReads } from './first-screen/prime-frame-reads';
import { NoOrgScreen } from './errors/no-org-screen';
import { prepareLanguage } from './i18n/language-provider';
import { installReactIntlEnglish } from '../lib/i18n';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';
import { nextTask } from '../lib/next-task';

// Should the app never show a first step (a slow flags call, an unexpected screen), it replaces the preview anyway.
const TAKEOVER_DEADLINE_MS = 10_000;

/** A first screen already painted (see first-screen/): the app renders out of sight and swaps in with `reveal`. */
export interface FirstScreenHandle {
  /** The element the app renders into, hidden until the swap. */
  appHost: HTMLElement;
  /** Removes the first screen and shows the app host (synchronous, idempotent). */
  reveal: () => void;
}

// How long the app waits for its route code and flags before rendering behind a first screen anyway.
const PREPARE_DEADLINE_MS = 3_000;

const withDeadline = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

const routerInitialized = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** On an application's page, its first reads go into the query cache before the first render (first-reads.ts). */
const primeApplicationReads = async (queryClient: QueryClient): Promise<void> => {
  const uuid = applicationUuidOf(window.location.pathname);
  if (!uuid || !hasToken()) return;
  const { primeFirstReads } = await import('../shared/application-status/api/first-reads');
  await primeFirstReads(queryClient, uuid, applicationScreenOf(window.location.pathname));
};

/**
 * The whole app: organisation, query cache, router and shell. With `firstScreen` it renders out of sight and swaps in;
 * over the server's shell markup (`replacesShell`) it renders once its routes are ready, so the shell gives way to the
 * page itself rather than to a bare loading screen.
 */
export const startApp = async (
  container: HTMLElement,
  firstScreen?: FirstScreenHandle,
  { replacesShell = false }: { replacesShell?: boolean } = {},
): Promise<void> => {
  // docs/product/application-area.md §9: a `?flags=key:on|off` override holds for the rest of the browser session.
  persistFlagOverrides(window.location.search);
  shareStyleNonce();
  const root: Root = createRoot(firstScreen?.appHost ?? container);
  await nextTask();

  await loadOrganization().then(
    async ({ org, source }) => {
      await nextTask();
      setApiOrgCode(org.orgCode);
      void applyRelativeBaseUrlFlag(org.orgCode);
      // docs/product/application-area.md §8: the app's unexpected errors are reported, once the organisation is known.
      installErrorReporting();
      if (source === 'fetch') {
        applyBrand(org.orgBrand);
        document.title ||= org.orgMetaData.companyName;
      }
      // The app's English outside its providers (a portal's first render) is react-intl's, as within them.
      // Each step below is a task of its own: together they were one long task on a slow phone (the first use of
      // Intl loads its locale data, the router builds its route tree).
      installReactIntlEnglish();
      await nextTask();
      await prepareLanguage(org.orgMetaData.languages ?? ['en']);
      await nextTask();
      const queryClient = createQueryClient();
      const router = await createAppRouter();
      handleSessionExpiry(router, queryClient);
      await nextTask();
      if (firstScreen) {
        // The banners the server drew around the first step: the app draws the same in their place.
        primeFrameReads(queryClient);
        // The first step's form reveals the app when it mounts (first-step-handoff.ts); leaving the first step (a
        // redirect) or the deadline reveals it too.
        expectFirstStepTakeover({ reveal: firstScreen.reveal });
        const timer = setTimeout(revealNow, TAKEOVER_DEADLINE_MS);
        const stop = router.subscribe((state) => {
          if (firstStepKindOf(state.location.pathname) === null || state.errors) revealNow();
        });
        function revealNow() {
          stop();
          clearTimeout(timer);
          claimFirstStepTakeover()?.reveal();
        }
        // Render once, with the route's code and the visitor's flags already here: the registration shell then
        // renders the step at once (in slices, see below) instead of a spinner that a query answer would replace in
        // one long, uninterruptible render.
        await withDeadline(
          Promise.all([
            routerInitialized(router),
            hasToken()
              ? undefined
              : queryClient.prefetchQuery(flagsQueryOptions({ organization: org.orgCode, identityUuid: undefined })),
          ]),
          PREPARE_DEADLINE_MS,
        );
      } else if (replacesShell) {
        await withDeadline(
          Promise.all([routerInitialized(router), primeApplicationReads(queryClient)]),
          PREPARE_DEADLINE_MS,
        );
      }
      await nextTask();
      const app = (
        <StrictMode>
          <AppProviders org={org} queryClient={queryClient}>
            <AppErrorBoundary>
              <RouterProvider router={router} />
            </AppErrorBoundary>
          </AppProviders>
        </StrictMode>
      );
      // Behind a first screen or the server's shell, the app renders in small slices (a transition), so neither typing
      // there nor a tap waits on one long render.
      if (firstScreen || replacesShell) startTransition(() => root.render(app));
      else root.render(app);
    },
    (error: unknown) => {
      firstScreen?.reveal();
      root.render(<NoOrgScreen reason={error instanceof OrgDataMissingError ? error.reason : undefined} />);
    },
  );
};
