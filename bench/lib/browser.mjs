// Headless Chromium for the browser figures: the system's Chromium (never a downloaded one) with the flags that keep
// it from fetching anything of its own (updates, sync, QUIC probes) while we count bytes and time.
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The localStorage key apps/web/src/lib/auth-token.ts keeps the Bearer token under. */
export const TOKEN_KEY = 'heloc.jwt';

/** The first form field a visitor can type into or choose: the sign that a screen is usable. */
export const FIRST_FIELD = 'main :is(input:not([type=hidden]), select, textarea)';

/**
 * Throws a readable reason when there is no Chromium to start: spawning a missing executable would otherwise end the
 * whole run with an unhandled `spawn ENOENT` and leave its servers running.
 */
export const assertChromium = () => {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`);
  }
};

/** A headless Chromium; imported on demand so a missing Playwright only costs the browser figures. */
export const launchBrowser = async () => {
  assertChromium();
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
};

/** A new context (empty cache and storage); with `token`, signed in the way the web app keeps its session. */
export const newContext = async (browser, { baseUrl, token } = {}) => {
  const context = await browser.newContext({ baseURL: baseUrl });
  if (token) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          window.localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage; the app's own origin does
        }
      },
      [TOKEN_KEY, token],
    );
  }
  return context;
};
