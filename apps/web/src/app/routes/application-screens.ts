import { loadIndexPage, loadLayout } from '../../features/application-shell/load-screens';
import { loadOffersPage } from '../../features/offers/load-offers-page';
import { applicationScreenOf, applicationUuidOf } from '../../lib/early-reads';

/*
 * The code of the application area's most visited screens, fetched ahead of the router with the same imports their
 * routes use (the shell's load-screens.ts, the offers' load-offers-page.ts): by the page's first script on an
 * application path (main.tsx) and by the registration submit (the screens a new applicant lands on).
 */

/** The layout, the application index that routes by status, the offers. Errors are left for the real navigation. */
export const preloadOffersScreens = (): void => {
  void Promise.all([loadLayout(), loadIndexPage(), loadOffersPage()]).catch(() => undefined);
};

/**
 * Starts loading the code `pathname` needs besides the app itself, in parallel with it rather than after the router
 * has matched: every application path needs the layout and its first reads (start-app.tsx); /{uuid} and
 * /{uuid}/product/select their pages.
 */
export const preloadScreensOf = (pathname: string): void => {
  const uuid = applicationUuidOf(pathname);
  if (!uuid) return;
  const screen = applicationScreenOf(pathname);
  const loads: Promise<unknown>[] = [loadLayout(), import('../../shared/application-status/api/first-reads')];
  if (screen === '') loads.push(loadIndexPage());
  if (screen === 'product/select') loads.push(loadOffersPage());
  void Promise.all(loads).catch(() => undefined);
};
