// The load runs behind figures 3 and 6: autocannon (100 connections, no pipelining, ~10 s) against a bare Fastify
// baseline, then against each read a signed-in screen makes when it opens (READS) on PGlite, and on PostgreSQL when
// DATABASE_URL is set or a local PostgreSQL answers (see throwaway-postgres.mjs). The server's RSS is sampled from /proc while it is idle and while it is under load.
import path from 'node:path';
import {
  applicationAtOffers,
  applicationFilePath,
  applicationPath,
  conditionsPath,
  documentsPath,
  notificationsPath,
  pipelinePath,
  statusPath,
} from '../lib/api.mjs';
import { startAppServer } from '../lib/app-server.mjs';
import { createAdmin, staffSession } from '../lib/staff.mjs';
import { describeError, notMeasured } from '../lib/format.mjs';
import {
  ROOT,
  freePort,
  removeTempDir,
  rssMb,
  startProcess,
  stopProcess,
  tempDir,
  waitForOk,
} from '../lib/processes.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_S = 2;

/**
 * The reads, in the order they are loaded: the applicant's (bearer token of an applicant at OFFER_SELECTION) and the
 * operations console's (a staff session of an admin of every organisation).
 */
export const READS = [
  { name: 'status', who: 'applicant', path: (uuid) => statusPath(uuid) },
  { name: 'applicationRead', who: 'applicant', path: (uuid) => applicationPath(uuid) },
  { name: 'conditions', who: 'applicant', path: (uuid) => conditionsPath(uuid) },
  { name: 'documents', who: 'applicant', path: (uuid) => documentsPath(uuid) },
  { name: 'notifications', who: 'applicant', path: () => notificationsPath() },
  { name: 'consolePipeline', who: 'staff', path: () => pipelinePath() },
  { name: 'consoleFile', who: 'staff', path: (uuid) => applicationFilePath(uuid) },
];

/** One autocannon run; answers req/s, latency percentiles and the share of answers that were not 2xx. */
const load = async (url, { headers = {}, duration = DURATION_S } = {}) => {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration, headers });
  const answered = result.requests.total || 1;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xxShare: Math.round((result.non2xx / answered) * 1000) / 1000,
  };
};

/** Warms the JIT and the connection pool, then measures. */
const measured = async (url, options) => {
  await load(url, { ...options, duration: WARMUP_S });
  const result = await load(url, options);
  if (result.non2xxShare > 0.01) throw new Error(`${Math.round(result.non2xxShare * 100)}% of answers were not 2xx`);
  if (result.requests === 0)
    throw new Error(
      `no request was answered in ${options?.duration ?? DURATION_S} s (${result.errors} errors or timeouts)`,
    );
  return result;
};

/** Samples a process's RSS every 200 ms while `work` runs; answers the work's result and the peak in MB. */
const withRssPeak = async (pid, work) => {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 200);
  try {
    return { result: await work(), peakRssMb: Math.round(peak) };
  } finally {
    clearInterval(timer);
  }
};

const baseline = async () => {
  const port = await freePort();
  const child = startProcess(process.execPath, [path.join(ROOT, 'bench/servers/hello-fastify.mjs'), String(port)]);
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`, child, 20_000);
    return await measured(`http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(child);
  }
};

/**
 * Every read on one server (PGlite when databaseUrl is unset), with its RSS idle and at peak under load. The console's
 * admin is created by the staff command on the server's database before the server opens it.
 */
const appRuns = async (databaseUrl) => {
  const dataDir = tempDir('heloc-bench-data-');
  const adminLink = await createAdmin({ dataDir, databaseUrl }).catch((error) => error);
  const server = await startAppServer({ databaseUrl, env: { DATA_DIR: dataDir } });
  try {
    const { token, uuid } = await applicationAtOffers(server.baseUrl);
    const staffToken =
      adminLink instanceof Error ? adminLink : await staffSession(server.baseUrl, adminLink).catch((e) => e);
    const idleRssMb = Math.round(rssMb(server.pid) ?? 0);
    const runs = {};
    let peakRssMb = idleRssMb;
    for (const read of READS) {
      process.stderr.write(`bench: 3. ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${read.name}...\n`);
      try {
        const bearer = read.who === 'staff' ? staffToken : token;
        if (bearer instanceof Error) throw bearer;
        const { result, peakRssMb: peak } = await withRssPeak(server.pid, () =>
          measured(`${server.baseUrl}${read.path(uuid)}`, { headers: { authorization: `Bearer ${bearer}` } }),
        );
        runs[read.name] = result;
        peakRssMb = Math.max(peakRssMb, peak);
      } catch (error) {
        runs[read.name] = notMeasured(describeError(error));
      }
    }
    return { ...runs, memory: { idleRssMb, peakRssMbUnderLoad: peakRssMb } };
  } finally {
    await server.stop();
    removeTempDir(dataDir);
  }
};

const attempt = async (work) => {
  try {
    return await work();
  } catch (error) {
    return notMeasured(describeError(error));
  }
};

/** Answers { baseline, pglite, postgres } (each possibly { notMeasured }). */
export const runThroughput = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    baseline: await attempt(baseline),
    pglite: await attempt(() => appRuns(undefined)),
    postgres: postgres.url
      ? await attempt(() => withThrowawayDatabase(postgres.url, (url) => appRuns(url)))
      : notMeasured(postgres.reason),
  };
};
