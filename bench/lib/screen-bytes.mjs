// What the browser really fetches before a screen is usable: every document, script and stylesheet response from the
// navigation until the screen's first form field is visible, each body compressed by us (see sizes.mjs).
import path from 'node:path';
import { FIRST_FIELD, newContext } from './browser.mjs';
import { sizesOf, totalOf } from './sizes.mjs';

const COUNTED_TYPES = new Set(['document', 'script', 'stylesheet']);
// Vite's <link rel=modulepreload> can be reported as "other": count it by its extension.
const COUNTED_EXTENSION = /\.(?:m?js|css)$/;

const nameOf = (url) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') ? path.basename(pathname).replace(/-[\w-]{8}\.(js|css)$/, '.$1') : pathname;
};

/**
 * Runs in the page: notes (performance.now()) the first frame in which `selector` matches a visible element. The
 * moment is taken in the page, so it does not depend on how quickly the test driver notices it on a busy machine.
 */
const watchFirstVisible = (selector) => {
  const check = () => {
    const element = document.querySelector(selector);
    if (element && (element.checkVisibility?.() ?? element.getClientRects().length > 0)) {
      window.__benchReadyAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/**
 * Loads `urlPath` in a fresh context (empty cache; signed in with `token`), waits for `ready` (a selector, default
 * the first form field) and answers { files, total, html } for the responses that had fully arrived by then (the page
 * may already be loading what comes next, e.g. the rest of the app in idle time: that is not counted).
 */
export const measureScreenBytes = async (
  browser,
  { baseUrl, urlPath, token, ready = FIRST_FIELD, timeoutMs = 30_000 },
) => {
  const context = await newContext(browser, { baseUrl, token });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstVisible, ready);
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (COUNTED_TYPES.has(type) || COUNTED_EXTENSION.test(new URL(response.url()).pathname))
        responses.push({ response, type });
    });
    const started = performance.now();
    await page.goto(urlPath, { waitUntil: 'commit' });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: timeoutMs });
    const readyAt = await page.evaluate(() => performance.timeOrigin + window.__benchReadyAt);
    const usableMs = performance.now() - started;
    // Finished by the moment the field showed, by the browser's own clock (request start + response end, epoch ms).
    const arrivedBy = ({ response }) => {
      const { startTime, responseEnd } = response.request().timing();
      return responseEnd >= 0 && startTime + responseEnd <= readyAt;
    };
    // A render-blocking stylesheet or script was needed for the first paint, whatever the network's clock says of
    // its last byte (it can read a few milliseconds after the frame it allowed).
    const blocking = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      ),
    );
    const counted = responses.filter((entry) => arrivedBy(entry) || blocking.has(entry.response.url()));

    const files = [];
    for (const { response, type } of counted) {
      if (response.status() >= 300 && response.status() < 400) continue;
      const body = await response.body().catch(() => null);
      if (body) files.push({ name: nameOf(response.url()), type, status: response.status(), ...sizesOf(body) });
    }
    const documents = files.filter((f) => f.type === 'document');
    if (documents.length === 0) throw new Error(`no HTML document was received for ${urlPath}`);
    return {
      url: urlPath,
      finalUrl: new URL(page.url()).pathname,
      usableMs,
      files,
      total: totalOf(files),
      html: documents[0],
    };
  } finally {
    await context.close();
  }
};
