// Figure 7 ("load held"): 1,000 browsers polling the status call at once for 60 s on PostgreSQL. Each poller
// is one open connection that asks for its applicant's status, waits for the answer, then waits the spec's first
// polling interval (1 s, docs/product/registration-and-routing.md §4 "Status polling") and asks again: what a thousand open application tabs do. The
// pollers share 100 applicants (ten tabs each), so sessions and rows are spread as in real use.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationAtOffers, statusPath } from '../lib/api.mjs';
import { startAppServer } from '../lib/app-server.mjs';
import { atMost, compared, describeError, ms, notMeasured, percentile, verdict } from '../lib/format.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const POLLERS = Number(process.env.BENCH_POLLERS ?? 1000);
const APPLICANTS = 100;
const DURATION_S = Number(process.env.BENCH_POLLERS_SECONDS ?? 60);
const INTERVAL_MS = 1000;
const P99_TARGET = atMost(100, '100 ms');
const ERRORS_TARGET = atMost(0, '0');

/** One GET on a kept-alive connection of `agent`; answers the HTTP status (0 for a network error) and the time. */
const get = (agent, url, headers) =>
  new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });

const applicants = async (baseUrl) => {
  const made = [];
  for (let i = 0; i < APPLICANTS; i += 10)
    made.push(...(await Promise.all(Array.from({ length: 10 }, () => applicationAtOffers(baseUrl)))));
  return made;
};

const poll = async (databaseUrl) => {
  const server = await startAppServer({ databaseUrl });
  try {
    const people = await applicants(server.baseUrl);
    const agent = new http.Agent({ keepAlive: true, maxSockets: POLLERS });
    const latencies = [];
    let errors = 0;
    const end = performance.now() + DURATION_S * 1000;
    const poller = async (index) => {
      const { token, uuid } = people[index % people.length];
      const url = `${server.baseUrl}${statusPath(uuid)}`;
      const headers = { authorization: `Bearer ${token}` };
      // Tabs were not all opened in the same millisecond.
      await sleep((index / POLLERS) * INTERVAL_MS);
      while (performance.now() < end) {
        const answer = await get(agent, url, headers);
        latencies.push(answer.ms);
        if (answer.status !== 200) errors += 1;
        await sleep(INTERVAL_MS);
      }
    };
    await Promise.all(Array.from({ length: POLLERS }, (_, i) => poller(i)));
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      pollers: POLLERS,
      applicants: APPLICANTS,
      durationSeconds: DURATION_S,
      intervalMs: INTERVAL_MS,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / DURATION_S),
      errors,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    };
  } finally {
    await server.stop();
  }
};

export const measurePollers = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) return { line: `not measured: ${postgres.reason}`, data: notMeasured(postgres.reason) };
  const run = await withThrowawayDatabase(postgres.url, (url) => poll(url));
  return {
    line:
      `${run.pollers} pollers (1 s apart, ${run.applicants} applicants) for ${run.durationSeconds} s on PostgreSQL: ` +
      `${run.requests} status calls (${run.requestsPerSecond}/s), errors ${verdict(run.errors, ERRORS_TARGET, String(run.errors))}, ` +
      `p50 ${ms(run.p50Ms)}, p99 ${verdict(run.p99Ms, P99_TARGET, ms(run.p99Ms))}, max ${ms(run.maxMs)}`,
    data: { ...run, errors: compared(run.errors, ERRORS_TARGET), p99Ms: compared(run.p99Ms, P99_TARGET) },
  };
};
