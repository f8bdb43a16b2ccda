// Figure 2: Lighthouse performance, the median of three audits per screen (BENCH_LIGHTHOUSE_RUNS), each audit in its
// own fresh Chromium. Mobile defaults (simulated slow 4G, 4x CPU slowdown) for the borrower's screens: the
// registration entry (the seeded main brand's, and a partner's created after the seed on its own host), the offers
// screen, the signing screen's document viewer and the conditions screen; the desktop
// preset for the console's pipeline, which staff use at a desk. A screen that cannot be reached says why and the
// others are still audited.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TOKEN_KEY, assertChromium } from '../lib/browser.mjs';
import { applicationAtOffers, offersPagePath } from '../lib/api.mjs';
import {
  applicationAtSigning,
  applicationWithCondition,
  conditionsPagePath,
  signingPagePath,
} from '../lib/application-states.mjs';
import { atLeast, atMost, compared, describeError, median, ms, notMeasured, round, verdict } from '../lib/format.mjs';
import { mainThreadTime } from '../lib/main-thread-time.mjs';
import { STAFF_TOKEN_KEY, serverWithAdmin } from '../lib/staff.mjs';
import { serverWithNewPartner } from '../lib/new-partner.mjs';
import { REGISTRATION_ENTRY } from './first-screen-bytes.mjs';

const TARGETS = {
  score: atLeast(95, '95'),
  lcp: atMost(1800, '1.8 s'),
  tbt: atMost(100, '100 ms'),
  cls: atMost(0.02, '0.02'),
};

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 3);
const SCREENS = 7;
/** Only these screens, by their report's name (`BENCH_LIGHTHOUSE_SCREENS=signing,offers`); every screen when unset. */
const ONLY_SCREENS = (process.env.BENCH_LIGHTHOUSE_SCREENS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/**
 * The figure's budget in bench/run.mjs: the set-ups, then up to 75 s per audit (about 20 s on a quiet 2-core machine;
 * a machine busy with other work stretches every audit).
 */
export const LIGHTHOUSE_BUDGET_MS = (240 + RUNS * SCREENS * 75) * 1000;
/** No audit starts this close to the budget: the screens left say so instead of losing the whole figure. */
const LAST_START_MS = LIGHTHOUSE_BUDGET_MS - 60_000;
/** Applications in the console's pipeline, so its table has rows to show. */
const PIPELINE_APPLICATIONS = 12;

/**
 * A page of the fresh browser for the audit, signed in when `storage` says so: the token goes into the origin's
 * localStorage (the borrower's) or sessionStorage (the console's, per tab) from a page that loads no scripts or styles
 * (/healthz), so the HTTP cache stays empty. Lighthouse then navigates this same tab; it clears caches, service workers
 * and cache storage before it does, but not web storage (its default clearStorageTypes), so the token survives.
 */
const pageFor = async (port, storage) => {
  const { default: puppeteer } = await import('puppeteer-core');
  // No viewport of puppeteer's own: Lighthouse's emulation decides the screen.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  if (storage) {
    await page.goto(`${storage.baseUrl}/healthz`);
    await page.evaluate(
      (kind, key, value) => window[kind].setItem(key, value),
      storage.kind === 'session' ? 'sessionStorage' : 'localStorage',
      storage.key,
      storage.value,
    );
  }
  return page;
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

/**
 * Waits until the page answers 200 (up to 2 minutes): the server answers 503 while the web build it serves is missing,
 * e.g. while it is being rebuilt. Any other answer ends the wait: the screen is not measured.
 */
/**
 * The status a page answers, asked as a browser asks (the server answers the app's shell only to a request for HTML);
 * 0 for no answer. A `<code>.localhost` name is this machine, as the browser takes it (fetch would look it up).
 */
const statusOf = (url) =>
  new Promise((resolve) => {
    const { hostname, port, pathname, search, host } = new URL(url);
    const local = hostname === 'localhost' || hostname.endsWith('.localhost');
    const request = http.get(
      {
        host: local ? '127.0.0.1' : hostname,
        port,
        path: `${pathname}${search}`,
        headers: { host, accept: 'text/html' },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });

const waitForPage = async (url) => {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const status = await statusOf(url);
    if (status === 200) return;
    if ((status !== 503 && status !== 0) || performance.now() > deadline)
      throw new Error(`${new URL(url).pathname} answered ${status || 'nothing'}, not 200`);
    await sleep(1000);
  }
};

/** One audit in a fresh Chromium; answers the four figures and the whole report. */
const audit = async (url, { storage, preset = 'mobile' } = {}) => {
  assertChromium();
  const [{ default: lighthouse }, { launch }, desktop] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    preset === 'desktop' ? import('lighthouse/core/config/desktop-config.js') : null,
  ]);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const page = await pageFor(chrome.port, storage);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktop?.default,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse answered no report');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    if (score === null)
      throw new Error(`Lighthouse could not score the page: ${lhr.runWarnings.join(' ').slice(0, 200)}`);
    const value = (id) => lhr.audits[id]?.numericValue;
    return {
      lhr,
      finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
      score: Math.round(score * 100),
      lcp: Math.round(value('largest-contentful-paint')),
      tbt: Math.round(value('total-blocking-time')),
      cls: round(value('cumulative-layout-shift'), 3),
      fcp: Math.round(value('first-contentful-paint')),
      // Whether a missed TBT was the page's work or the machine's: its main thread's tasks by the clock and by CPU.
      mainThread: mainThreadTime(
        result.artifacts.Trace?.traceEvents ?? [],
        lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1,
      ),
      // What holds TBT back: main-thread time per script (with the preset's CPU slowdown).
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

/**
 * Lighthouse 12 sometimes loses the trace of a load on this Chromium (NO_NAVSTART): a fault of the recording, not of the page. Such an audit is run again, up to twice; any other error stands.
 */
const TRACE_FAULTS = /\b(NO_NAVSTART|NO_TRACING_STARTED|NO_RESOURCE_REQUEST)\b/;
const auditRetryingTrace = async (url, options, retries = 2) => {
  try {
    return await audit(url, options);
  } catch (error) {
    if (retries === 0 || !TRACE_FAULTS.test(String(error?.message))) throw error;
    process.stderr.write(`bench: Lighthouse lost the trace of ${new URL(url).pathname}; auditing again\n`);
    return auditRetryingTrace(url, options, retries - 1);
  }
};

/**
 * RUNS audits of one screen; answers the median of each figure and every run's score. The report kept is the one of
 * the run whose score is the median.
 */
const audits = async (name, url, options, { expectPath, deadline }) => {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    if (performance.now() > deadline) {
      if (runs.length) break;
      throw new Error('the figure ran out of time before this screen');
    }
    await waitForPage(url);
    const run = await auditRetryingTrace(url, options);
    if (expectPath && !run.finalUrl.endsWith(expectPath))
      throw new Error(`the audited URL led to ${run.finalUrl}, not …${expectPath}`);
    runs.push(run);
  }
  const scores = runs.map((r) => r.score);
  const medianScore = median(scores);
  const kept = runs.reduce((best, r) =>
    Math.abs(r.score - medianScore) < Math.abs(best.score - medianScore) ? r : best,
  );
  keepReport(name, kept.lhr);
  const timed = runs.map((r) => r.mainThread).filter(Boolean);
  return {
    finalUrl: kept.finalUrl,
    runs: runs.length,
    scores,
    // Beside the median: one audit's long TBT and every audit's are different findings.
    tbts: runs.map((r) => r.tbt),
    score: Math.round(medianScore),
    lcp: Math.round(median(runs.map((r) => r.lcp))),
    tbt: Math.round(median(runs.map((r) => r.tbt))),
    cls: round(median(runs.map((r) => r.cls)), 3),
    fcp: Math.round(median(runs.map((r) => r.fcp))),
    mainThread:
      timed.length === 0
        ? undefined
        : {
            cpuShare: median(timed.map((t) => t.cpuShare)),
            cpuTbt: Math.round(median(timed.map((t) => t.cpuBlockingMs))),
            runsCpuTbt: timed.map((t) => Math.round(t.cpuBlockingMs)),
          },
    bootup: kept.bootup,
    erroredAudits: kept.erroredAudits,
    warnings: kept.warnings,
  };
};

const describe = (label, r) =>
  `${label} score ${verdict(r.score, TARGETS.score, String(r.score))} (runs ${r.scores.join(', ')}), ` +
  `LCP ${verdict(r.lcp, TARGETS.lcp, ms(r.lcp))}, TBT ${verdict(r.tbt, TARGETS.tbt, ms(r.tbt))} ` +
  `(runs ${r.tbts.join(', ')}), ` +
  `CLS ${verdict(r.cls, TARGETS.cls, String(r.cls))}` +
  (r.mainThread
    ? ` (its main thread, once painted, ran ${Math.round(r.mainThread.cpuShare * 100)}% of its tasks' time; ` +
      `TBT from that CPU time ${ms(r.mainThread.cpuTbt)}, runs ${r.mainThread.runsCpuTbt.join(', ')})`
    : '');

const stored = (r) => ({
  finalUrl: r.finalUrl,
  runs: r.runs,
  scores: r.scores,
  runsTbtMs: r.tbts,
  score: compared(r.score, TARGETS.score),
  lcpMs: compared(r.lcp, TARGETS.lcp),
  tbtMs: compared(r.tbt, TARGETS.tbt),
  cls: compared(r.cls, TARGETS.cls),
  fcpMs: r.fcp,
  // Not a target: what the page's own CPU time gives, beside a TBT the machine's other work can lengthen.
  mainThread: r.mainThread && {
    cpuSharePercent: Math.round(r.mainThread.cpuShare * 100),
    tbtFromCpuTimeMs: r.mainThread.cpuTbt,
    runsTbtFromCpuTimeMs: r.mainThread.runsCpuTbt,
  },
  bootup: r.bootup,
  erroredAudits: r.erroredAudits,
  warnings: r.warnings,
});

const borrowerStorage = (baseUrl, token) => ({ kind: 'local', key: TOKEN_KEY, value: token, baseUrl });

/** A server of its own for the console (its first admin signed in), with a few applications in the pipeline. */
const consoleServer = () =>
  serverWithAdmin(async ({ baseUrl, token }) => {
    const applications = [];
    for (let i = 0; i < PIPELINE_APPLICATIONS; i += 4)
      applications.push(...(await Promise.all(Array.from({ length: 4 }, () => applicationAtOffers(baseUrl)))));
    return { baseUrl, token, fileUuid: applications[0].uuid };
  });

export const measureLighthouse = async (ctx) => {
  assertChromium();
  const started = performance.now();
  const deadline = started + LAST_START_MS;
  const { baseUrl } = await ctx.pageServer();
  // Lighthouse runs its own Chromium: the shared one would only add noise.
  await ctx.releaseBrowser?.();

  const screens = [
    {
      key: 'registrationEntry',
      name: 'registration-entry',
      label: 'registration entry',
      prepare: async () => ({ url: `${baseUrl}${REGISTRATION_ENTRY}` }),
    },
    {
      key: 'newPartnerEntry',
      name: 'new-partner-entry',
      label: "a new partner's registration entry",
      prepare: async (cleanUps) => {
        const partner = await serverWithNewPartner();
        cleanUps.push(partner.stop);
        return { url: `${partner.baseUrl}${REGISTRATION_ENTRY}` };
      },
    },
    {
      key: 'offersScreen',
      name: 'offers',
      label: 'offers screen',
      prepare: async () => {
        const { token, uuid } = await ctx.offersApplication();
        return {
          url: `${baseUrl}${offersPagePath(uuid)}`,
          options: { storage: borrowerStorage(baseUrl, token) },
          expectPath: '/product/select',
        };
      },
    },
    {
      key: 'signingScreen',
      name: 'signing',
      label: 'signing screen',
      prepare: async () => {
        const { token, uuid } = await applicationAtSigning(baseUrl);
        return {
          url: `${baseUrl}${signingPagePath(uuid)}`,
          options: { storage: borrowerStorage(baseUrl, token) },
          expectPath: '/signing/sign',
        };
      },
    },
    {
      key: 'conditionsScreen',
      name: 'conditions',
      label: 'conditions screen',
      prepare: async () => {
        const { token, uuid } = await applicationWithCondition(baseUrl);
        return {
          url: `${baseUrl}${conditionsPagePath(uuid)}`,
          options: { storage: borrowerStorage(baseUrl, token) },
          expectPath: '/conditions',
        };
      },
    },
    {
      key: 'consolePipeline',
      name: 'console-pipeline',
      label: 'console pipeline (desktop)',
      prepare: async (cleanUps) => {
        const { baseUrl: consoleUrl, token, stop } = await consoleServer();
        cleanUps.push(stop);
        return {
          url: `${consoleUrl}/console`,
          options: {
            preset: 'desktop',
            storage: { kind: 'session', key: STAFF_TOKEN_KEY, value: token, baseUrl: consoleUrl },
          },
          expectPath: '/console',
        };
      },
    },
    {
      key: 'consoleFile',
      name: 'console-file',
      label: 'console application file (desktop)',
      prepare: async (cleanUps) => {
        const { baseUrl: consoleUrl, token, stop, fileUuid } = await consoleServer();
        cleanUps.push(stop);
        return {
          url: `${consoleUrl}/console/applications/${fileUuid}`,
          options: {
            preset: 'desktop',
            storage: { kind: 'session', key: STAFF_TOKEN_KEY, value: token, baseUrl: consoleUrl },
          },
          expectPath: `/console/applications/${fileUuid}`,
        };
      },
    },
  ];

  const parts = [];
  const data = { runsPerScreen: RUNS };
  for (const screen of screens) {
    if (ONLY_SCREENS.length > 0 && !ONLY_SCREENS.includes(screen.name)) {
      data[screen.key] = notMeasured('not selected (BENCH_LIGHTHOUSE_SCREENS)');
      parts.push(`${screen.label} not measured: not selected`);
      continue;
    }
    const cleanUps = [];
    try {
      if (performance.now() > deadline) throw new Error('the figure ran out of time before this screen');
      const { url, options, expectPath } = await screen.prepare(cleanUps);
      const result = await audits(screen.name, url, options, { expectPath, deadline });
      data[screen.key] = stored(result);
      parts.push(describe(screen.label, result));
    } catch (error) {
      data[screen.key] = notMeasured(describeError(error));
      parts.push(`${screen.label} not measured: ${describeError(error)}`);
    } finally {
      for (const cleanUp of cleanUps) await cleanUp().catch(() => {});
    }
  }

  return { line: `median of ${RUNS} per screen: ${parts.join('; ')}`, data };
};
