// Figure 3: API throughput and latency of every read a signed-in screen makes when it opens (throughput-runs.mjs
// READS: the status call, the application read, the conditions, documents and notifications lists, the console's
// pipeline and application file), as a share of a bare Fastify baseline measured in the same run.
import { atLeast, atMost, compared, ms, verdict } from '../lib/format.mjs';
import { READS } from './throughput-runs.mjs';

// Targets: each read keeps at least this share of the baseline's req/s; on PostgreSQL its p99 at 100 connections
// stays at most 50 ms (PGlite's p99 is reported without a target: one embedded connection serialises).
const SHARE_TARGETS = { pglite: atLeast(0.1, '10%'), postgres: atLeast(0.25, '25%') };
const P99_TARGETS = { postgres: atMost(50, '50 ms') };
const LABELS = {
  status: 'status call',
  applicationRead: 'application read',
  conditions: 'conditions list',
  documents: 'documents list',
  notifications: 'notifications list',
  consolePipeline: 'console pipeline',
  consoleFile: 'console application file',
};
const DATABASES = { pglite: 'PGlite', postgres: 'PostgreSQL' };

// Small shares keep a decimal so 0.3% does not read as 0%.
const percent = (share) => `${share < 0.1 ? (share * 100).toFixed(1) : Math.round(share * 100)}%`;

const endpoint = (run, name, baselineRps, shareTarget, p99Target) => {
  if (run.notMeasured) return { text: `${LABELS[name]} not measured: ${run.notMeasured}`, data: run };
  const share = baselineRps ? run.requestsPerSecond / baselineRps : null;
  const shareText = share === null ? '' : ` = ${verdict(share, shareTarget, `${percent(share)} of baseline`)}`;
  const p99Text = p99Target ? verdict(run.p99Ms, p99Target, ms(run.p99Ms)) : ms(run.p99Ms);
  return {
    text: `${LABELS[name]} ${run.requestsPerSecond} req/s${shareText}, p50 ${ms(run.p50Ms)}, p99 ${p99Text}, ${run.errors} errors`,
    data: {
      ...run,
      shareOfBaseline: share === null ? null : compared(Math.round(share * 1000) / 1000, shareTarget),
      p99Ms: p99Target ? compared(run.p99Ms, p99Target) : run.p99Ms,
    },
  };
};

export const measureThroughput = async (ctx) => {
  const runs = await ctx.throughput();
  const baselineRps = runs.baseline.notMeasured ? null : runs.baseline.requestsPerSecond;
  const parts = [baselineRps ? `baseline ${baselineRps} req/s` : `baseline not measured: ${runs.baseline.notMeasured}`];
  const data = { connections: runs.connections, durationSeconds: runs.durationSeconds, baseline: runs.baseline };

  for (const [db, label] of Object.entries(DATABASES)) {
    const dbRuns = runs[db];
    if (dbRuns.notMeasured) {
      parts.push(`${label} not measured: ${dbRuns.notMeasured}`);
      data[db] = dbRuns;
      continue;
    }
    const measured = READS.map(({ name }) => [
      name,
      endpoint(dbRuns[name], name, baselineRps, SHARE_TARGETS[db], P99_TARGETS[db]),
    ]);
    parts.push(`${label}: ${measured.map(([, m]) => m.text).join(', ')}`);
    data[db] = Object.fromEntries(measured.map(([name, m]) => [name, m.data]));
  }
  return { line: parts.join('; '), data };
};
