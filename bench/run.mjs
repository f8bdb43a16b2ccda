// `npm run bench`: measures fifteen figures against their targets, prints one line per figure and the JSON report, and
// writes bench/results/latest.json. A missed target is reported, never a failure: the run always exits 0, and a figure
// that cannot be measured says why. `npm run bench -- 1 4` measures only figures 1 and 4. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicationAtOffers } from './lib/api.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { describeError } from './lib/format.mjs';
import { ROOT, stopAll } from './lib/processes.mjs';
import { ensureFreshBuild } from './lib/web-build.mjs';
import { measureChatSockets } from './figures/chat-sockets.mjs';
import { measureChatbot } from './figures/chatbot.mjs';
import { measureCluster } from './figures/cluster.mjs';
import { measureConsoleLive } from './figures/console-live.mjs';
import { measureColdStart } from './figures/cold-start.mjs';
import { measureFirstInput } from './figures/first-input.mjs';
import { measureFirstScreenBytes } from './figures/first-screen-bytes.mjs';
import { LIGHTHOUSE_BUDGET_MS, measureLighthouse } from './figures/lighthouse.mjs';
import { measureMemory } from './figures/memory.mjs';
import { measurePipeline } from './figures/pipeline.mjs';
import { measurePollers } from './figures/pollers.mjs';
import { SOAK_BUDGET_MS, measureSoak } from './figures/soak.mjs';
import { measureThroughput } from './figures/throughput.mjs';
import { runThroughput } from './figures/throughput-runs.mjs';
import { measureTimeToOffers } from './figures/time-to-offers.mjs';
import { measureSheetPropagation } from './figures/sheet-propagation.mjs';

const FIGURES = {
  1: { title: 'bytes to first screen', measure: measureFirstScreenBytes, budgetMs: 120_000 },
  2: {
    title: 'Lighthouse (mobile; the console on desktop)',
    measure: measureLighthouse,
    budgetMs: LIGHTHOUSE_BUDGET_MS,
  },
  3: { title: 'API throughput and latency', measure: measureThroughput, budgetMs: 900_000 },
  4: { title: 'time to offers', measure: measureTimeToOffers, budgetMs: 240_000 },
  5: { title: 'cold start', measure: measureColdStart, budgetMs: 120_000 },
  6: { title: 'memory', measure: measureMemory, budgetMs: 900_000 },
  7: { title: 'status pollers on PostgreSQL', measure: measurePollers, budgetMs: 240_000 },
  8: { title: 'console pipeline at 100,000 applications', measure: measurePipeline, budgetMs: 240_000 },
  9: { title: 'chat sockets', measure: measureChatSockets, budgetMs: 120_000 },
  10: { title: 'first input', measure: measureFirstInput, budgetMs: 180_000 },
  11: { title: 'soak', measure: measureSoak, budgetMs: SOAK_BUDGET_MS },
  12: { title: 'chatbot', measure: measureChatbot, budgetMs: 180_000 },
  13: { title: 'several nodes behind a balancer', measure: measureCluster, budgetMs: 600_000 },
  14: { title: 'live console at 100,000 applications', measure: measureConsoleLive, budgetMs: 300_000 },
  15: { title: 'pricing sheet or brand on a second node', measure: measureSheetPropagation, budgetMs: 240_000 },
};
// Browser figures share one server and browser; they go first, and both are stopped before the API load and the
// cold starts so those run on a machine that is otherwise quiet (as quiet as a shared machine gets).
const RUN_ORDER = [1, 4, 10, 2, 3, 7, 8, 14, 9, 12, 13, 15, 6, 5, 11];

/** Shared by the browser figures: one server (with an application at offers) and one browser, started on demand. */
const createContext = () => {
  let server;
  let browser;
  let offers;
  const ctx = {
    root: ROOT,
    pageServer: () => (server ??= startAppServer()),
    browser: () => (browser ??= launchBrowser()),
    offersApplication: () => (offers ??= ctx.pageServer().then(({ baseUrl }) => applicationAtOffers(baseUrl))),
    releaseBrowser: async () => {
      const oldBrowser = browser;
      browser = undefined;
      await (await oldBrowser?.catch(() => null))?.close().catch(() => {});
    },
    releasePageServer: async () => {
      const [oldServer, oldBrowser] = [server, browser];
      [server, browser, offers] = [undefined, undefined, undefined];
      await (await oldBrowser?.catch(() => null))?.close().catch(() => {});
      await (await oldServer?.catch(() => null))?.stop();
    },
  };
  // Figures 3 and 6 read the same load runs.
  let throughput;
  ctx.throughput = () => (throughput ??= runThroughput());
  return ctx;
};

/** 1, 5 and 15 minute load averages: how busy the (shared) machine was. */
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

const withBudget = (promise, budgetMs) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`took longer than ${budgetMs / 1000} s`)), budgetMs).unref(),
    ),
  ]);

const main = async () => {
  const selected = process.argv
    .slice(2)
    .map(Number)
    .filter((id) => FIGURES[id]);
  const wanted = selected.length ? selected : Object.keys(FIGURES).map(Number);
  const startedAt = new Date();
  const ctx = createContext();
  const results = {};

  const loadAtStart = loadAverage();
  process.stderr.write('bench: checking the web build...\n');
  let build;
  try {
    build = ensureFreshBuild(ROOT);
  } catch (error) {
    build = { ok: false, error: describeError(error) };
  }
  if (!build.ok) process.stderr.write(`bench: ${build.error}; measuring the previous build\n`);

  for (const id of RUN_ORDER.filter((n) => wanted.includes(n))) {
    const figure = FIGURES[id];
    if (id === 3 || id === 5) await ctx.releasePageServer();
    process.stderr.write(`bench: measuring ${id}. ${figure.title}...\n`);
    const began = performance.now();
    try {
      const { line, data } = await withBudget(figure.measure(ctx), figure.budgetMs);
      results[id] = { title: figure.title, line, ...data };
    } catch (error) {
      results[id] = {
        title: figure.title,
        line: `not measured: ${describeError(error)}`,
        notMeasured: describeError(error),
      };
    }
    results[id].seconds = Math.round((performance.now() - began) / 100) / 10;
  }
  await ctx.releasePageServer();

  for (const id of Object.keys(FIGURES).map(Number)) {
    results[id] ??= {
      title: FIGURES[id].title,
      line: 'not measured: not selected in this run',
      notMeasured: 'not selected',
    };
  }
  const report = {
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
    },
    webBuild: build,
    figures: results,
  };
  const resultsDir = path.join(ROOT, 'bench/results');
  try {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`bench: could not write bench/results/latest.json: ${describeError(error)}\n`);
  }

  for (const [id, result] of Object.entries(results)) console.log(`${id}. ${result.title}: ${result.line}`);
  console.log(JSON.stringify(report, null, 2));
};

let stopping = false;
const finish = async (code) => {
  if (stopping) return;
  stopping = true;
  await stopAll().catch(() => {});
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(130));
// A tool that throws outside a figure's promise (an 'error' event nobody listens to) must not end the run with the
// servers it started still listening: stop them all, say why, and exit.
process.on('uncaughtException', (error) => {
  console.error(`bench: stopped by an unexpected error: ${describeError(error)}`);
  void finish(1);
});

main()
  .catch((error) => {
    console.error(`bench: ${describeError(error)}`);
  })
  .finally(() => finish(0));
