// Figure 5: cold start, from running `npm start` to the first 200 from /healthz, on a new data dir (create, migrate,
// seed) and on an existing one. The web build is made fresh first, so the time is the server's, not a build's.
import { atMost, compared, seconds, verdict } from '../lib/format.mjs';
import {
  descendantPids,
  freePort,
  startProcess,
  stopProcess,
  tempDir,
  waitForOk,
  waitUntilGone,
} from '../lib/processes.mjs';
import { ensureFreshBuild } from '../lib/web-build.mjs';

const TARGETS = { newDataDir: atMost(8_000, '8 s'), existingDataDir: atMost(2_000, '2 s') };
const EXISTING_RUNS = 2;

/** One `npm start` on `dataDir`: answers the milliseconds to healthy, and stops the whole process tree. */
const timeStart = async (dataDir) => {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess(
    'npm',
    ['start'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    { group: true },
  );
  let tree = [];
  try {
    const healthyAt = await waitForOk(`http://127.0.0.1:${port}/healthz`, child, 60_000, 10);
    tree = descendantPids(child.pid);
    if (child.output.stdout.includes('Building the web app'))
      throw new Error('the web sources changed during the run, so `npm start` rebuilt them');
    return healthyAt - started;
  } finally {
    tree = tree.length ? tree : descendantPids(child.pid);
    await stopProcess(child);
    // The next start reuses the data dir: wait until the server under npm has closed its database.
    await waitUntilGone(tree);
  }
};

export const measureColdStart = async (ctx) => {
  const build = ensureFreshBuild(ctx.root);
  if (!build.ok) throw new Error(`${build.error} (npm start would rebuild and time the build)`);
  const dataDir = tempDir('heloc-bench-cold-');
  const newMs = await timeStart(dataDir);
  const existingRuns = [];
  for (let run = 0; run < EXISTING_RUNS; run += 1) existingRuns.push(await timeStart(dataDir));
  // The best of the runs: on a shared machine the fastest run is the one least disturbed by others.
  const existingMs = Math.min(...existingRuns);
  return {
    line:
      `new data dir ${verdict(newMs, TARGETS.newDataDir, seconds(newMs))}, ` +
      `existing data dir ${verdict(existingMs, TARGETS.existingDataDir, seconds(existingMs))} (best of ${EXISTING_RUNS})`,
    data: {
      newDataDirMs: compared(Math.round(newMs), TARGETS.newDataDir),
      existingDataDirMs: compared(Math.round(existingMs), TARGETS.existingDataDir),
      existingRunsMs: existingRuns.map(Math.round),
    },
  };
};
