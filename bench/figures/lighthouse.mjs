// Figure 2: Lighthouse performance (mobile defaults: simulated slow 4G, 4x CPU slowdown) on the registration entry
// and the offers screen, one audit at a time, each in its own fresh Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TOKEN_KEY, assertChromium } from '../lib/browser.mjs';
import { offersPagePath } from '../lib/api.mjs';
import { atLeast, atMost, compared, describeError, ms, notMeasured, round, verdict } from '../lib/format.mjs';
import { REGISTRATION_ENTRY } from './first-screen-bytes.mjs';

const TARGETS = {
  score: atLeast(95, '95'),
  lcp: atMost(1800, '1.8 s'),
  tbt: atMost(100, '100 ms'),
  cls: atMost(0.02, '0.02'),
};

/**
 * Signs the fresh browser in before the audit: the token goes into the origin's localStorage from a page that loads no
 * scripts or styles (/healthz), so the HTTP cache stays empty. Lighthouse clears caches, service workers and
 * cache storage before it navigates, but not localStorage (its default clearStorageTypes), so the token survives.
 */
const signIn = async (port, baseUrl, token) => {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await page.close();
  } finally {
    // Over CDP this only disconnects; the audited Chromium keeps running.
    await browser.close();
  }
};

const baseUrlOf = (url) => new URL(url).origin;

const REPORTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Keeps the whole report (bench/results/lighthouse-<name>.json, git-ignored) for a look at what held the page back. */
const keepReport = (name, lhr) => {
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `lighthouse-${name}.json`), JSON.stringify(lhr));
  } catch {
    // A report that cannot be written changes no figure.
  }
};

/** One audit in a fresh Chromium; answers the four figures. */
const audit = async (name, url, { baseUrl, token } = {}) => {
  assertChromium();
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    if (token) await signIn(chrome.port, baseUrl, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse answered no report');
    keepReport(name, lhr);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    if (score === null)
      throw new Error(`Lighthouse could not score the page: ${lhr.runWarnings.join(' ').slice(0, 200)}`);
    const value = (id) => lhr.audits[id]?.numericValue;
    return {
      finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
      score: Math.round(score * 100),
      lcp: Math.round(value('largest-contentful-paint')),
      tbt: Math.round(value('total-blocking-time')),
      cls: round(value('cumulative-layout-shift'), 3),
      fcp: Math.round(value('first-contentful-paint')),
      // What holds TBT back: main-thread time per script (4x CPU slowdown applied).
      bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 3).map((item) => ({
        url: String(item.url).replace(baseUrlOf(url), ''),
        scriptingMs: Math.round(item.scripting ?? 0),
      })),
      // Diagnostics that could not run (this Lighthouse can fail on traces of newer Chromium); metrics are unaffected.
      erroredAudits: Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => a.id),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
};

const describe = (name, r) =>
  `${name} score ${verdict(r.score, TARGETS.score, String(r.score))}, LCP ${verdict(r.lcp, TARGETS.lcp, ms(r.lcp))}, ` +
  `TBT ${verdict(r.tbt, TARGETS.tbt, ms(r.tbt))}, CLS ${verdict(r.cls, TARGETS.cls, String(r.cls))}`;

const stored = (r) => ({
  finalUrl: r.finalUrl,
  score: compared(r.score, TARGETS.score),
  lcpMs: compared(r.lcp, TARGETS.lcp),
  tbtMs: compared(r.tbt, TARGETS.tbt),
  cls: compared(r.cls, TARGETS.cls),
  fcpMs: r.fcp,
  bootup: r.bootup,
  erroredAudits: r.erroredAudits,
  warnings: r.warnings,
});

export const measureLighthouse = async (ctx) => {
  assertChromium();
  const { baseUrl } = await ctx.pageServer();
  // Lighthouse runs its own Chromium: the shared one would only add noise.
  await ctx.releaseBrowser?.();
  const parts = [];
  const data = {};

  try {
    const entry = await audit('registration-entry', `${baseUrl}${REGISTRATION_ENTRY}`);
    data.registrationEntry = stored(entry);
    parts.push(describe('registration entry', entry));
  } catch (error) {
    data.registrationEntry = notMeasured(describeError(error));
    parts.push(`registration entry not measured: ${describeError(error)}`);
  }

  try {
    const { token, uuid } = await ctx.offersApplication();
    const offers = await audit('offers', `${baseUrl}${offersPagePath(uuid)}`, { baseUrl, token });
    if (!offers.finalUrl.endsWith('/product/select'))
      throw new Error(`the audited offers URL led to ${offers.finalUrl}`);
    data.offersScreen = stored(offers);
    parts.push(describe('offers screen', offers));
  } catch (error) {
    data.offersScreen = notMeasured(describeError(error));
    parts.push(`offers screen not measured: ${describeError(error)}`);
  }

  return { line: parts.join('; '), data };
};
