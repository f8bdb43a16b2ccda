import type { Page } from '@playwright/test';

// Helpers of the journeys through the first registration step as the server sends it (apps/web/src/app/first-screen/).

/** The User Timing marks of the page's first script (apps/web/src/app/first-screen/app-code.ts). */
export const APP_CODE_RUN = 'heloc:app-code-run';
export const APP_START = 'heloc:app-start';

/** Waits for a mark of the page's first script. */
export const markLeft = (page: Page, name: string) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name);

export const hasMark = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, name);

/**
 * Holds back every script but the page's first until `release` is called: whatever happens meanwhile happens before
 * the app's code has arrived.
 */
export const holdAppCode = async (page: Page): Promise<{ release: () => void }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!/\/assets\/index-[\w-]+\.js$/.test(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return { release };
};

/**
 * From now on, what the page holds of each of `parts` (CSS selectors) at every change of its markup, and every layout
 * shift: read with `watched`. A part taken over in place is never missing nor there twice in between.
 */
export const watchParts = (page: Page, parts: readonly string[]) =>
  page.evaluate((selectors) => {
    const watched = window as { counts?: string[]; shifts?: number[] };
    const counts: string[] = (watched.counts = []);
    const shifts: number[] = (watched.shifts = []);
    new MutationObserver(() => {
      counts.push(selectors.map((selector) => `${document.querySelectorAll(selector).length} ${selector}`).join(', '));
    }).observe(document.body, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  }, parts);

export const watched = (page: Page) =>
  page.evaluate(() => {
    const { counts = [], shifts = [] } = window as { counts?: string[]; shifts?: number[] };
    return { counts, shifts };
  });

/** The counts `watchParts` reads when there is one of each part. */
export const oneOfEach = (parts: readonly string[]) => parts.map((selector) => `1 ${selector}`).join(', ');
