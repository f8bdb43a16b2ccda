import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/platform/database/unavailable';
import { createHeloc } from './engine-fixtures';
import { TEST_PASSWORD, createTestDatabase, registerAndLogin, testConfig, uniqueEmail } from './helper';
import { type ServerProcess, postgresBinDir, startServerProcess, startThrowawayPostgres } from './server-process';
import { until } from './until';

/*
 * "faults survived, nothing lost": the real server as processes. A node killed in the middle of a step, the
 * database stopped under load, a graceful shutdown with requests in flight. The PostgreSQL cases run on the server
 * suite's PostgreSQL pass (TEST_DATABASE_URL, as in CI); the shutdown case on both databases.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHARED_SECRET = 'fault-tests-token-secret-0123456789abcdef';

const register = (url: string, email: string) =>
  fetch(`${url}/identity/api/v1/registration/register?organization=summit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, phoneNumber: '(555) 123-4567' }),
  });

const login = (url: string, email: string) =>
  fetch(`${url}/identity-broker/customer/api/v3/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': 'summit' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });

describe.runIf(onPostgres)('two nodes on one PostgreSQL, one killed in the middle of a step', () => {
  it('the other node finishes every step of every application exactly once', async () => {
    const database = await createTestDatabase();
    const url = database.url as string;
    const nodeUrl = (name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
    const nodeEnv = (name: string) => ({
      DATABASE_URL: nodeUrl(name),
      TOKEN_SECRET: SHARED_SECRET,
      PROCESSING_DELAY_MS: '0',
      SWEEP_INTERVAL_MS: '50',
      // Each call to an outside party takes 50 ms, so a step holds its row lock long enough to be caught mid-way.
      SANDBOX_LATENCY_MS: '50',
    });
    // Applications are created by an in-process app that never applies steps itself (no sweeper under test).
    const creator = await buildApp({ config: testConfig({ TOKEN_SECRET: SHARED_SECRET }), db: database.db });
    const nodes: ServerProcess[] = [];
    const watcher = new pg.Client({ connectionString: url });
    try {
      await creator.ready();
      nodes.push(await startServerProcess(nodeEnv('heloc-node-a')));
      nodes.push(await startServerProcess(nodeEnv('heloc-node-b')));
      const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
      await watcher.connect();

      const uuids: string[] = [];
      for (let i = 0; i < 16; i += 1) {
        const user = await registerAndLogin(creator);
        uuids.push(await createHeloc(creator, user));
      }

      // Node A inside a step: a transaction open on its connection, an application row locked.
      await until(
        async () => {
          const { rows } = await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE application_name = 'heloc-node-a' AND xact_start IS NOT NULL AND state <> 'idle'`,
          );
          return (rows[0]?.n ?? 0) > 0;
        },
        { timeout: 20_000, interval: 5, explain: () => `node A never took a step:\n${nodeA.output()}` },
      );
      const { rows: before } = await watcher.query<{ status: string }>(
        `SELECT checklist_status AS status FROM applications WHERE uuid = ANY($1::uuid[])`,
        [uuids],
      );
      nodeA.child.kill('SIGKILL');
      expect(await nodeA.exited).toBeNull();
      // Applications were spread over the processing steps when the node died.
      expect(before.some((r) => r.status !== 'OFFER_SELECTION')).toBe(true);

      // Node B finishes everything, each step once.
      await until(
        async () => {
          const { rows } = await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM applications WHERE uuid = ANY($1::uuid[]) AND checklist_status = 'OFFER_SELECTION'`,
            [uuids],
          );
          return rows[0]?.n === uuids.length;
        },
        { timeout: 60_000, interval: 200, explain: () => `node B did not finish:\n${nodeB.output()}` },
      );
      const { rows: history } = await watcher.query<{ uuid: string; changed_by: string; n: number }>(
        `SELECT application_uuid AS uuid, changed_by, count(*)::int AS n FROM status_history
          WHERE application_uuid = ANY($1::uuid[]) AND field = 'checklistStatus' AND changed_by LIKE 'engine:%'
          GROUP BY application_uuid, changed_by`,
        [uuids],
      );
      for (const uuid of uuids) {
        const steps = history.filter((h) => h.uuid === uuid);
        expect(steps.map((h) => [h.changed_by, h.n]).sort()).toEqual([
          ['engine:INITIAL_OFFERS', 1],
          ['engine:SOFT_CREDIT', 1],
        ]);
      }
      expect(nodeB.output()).not.toMatch(/"level":50/);
    } finally {
      await watcher.end().catch(() => {});
      await Promise.all(nodes.map((n) => n.stop()));
      await creator.close();
      await database.dispose();
    }
  }, 150_000);
});

const pgBin = postgresBinDir();

describe.runIf(onPostgres && pgBin)('PostgreSQL stopped under load', () => {
  it('answers 503 { errors } quickly, recovers by itself, and loses no accepted write', async () => {
    const postgres = await startThrowawayPostgres(pgBin as string);
    let node: ServerProcess | undefined;
    try {
      node = await startServerProcess({ DATABASE_URL: postgres.url, TOKEN_SECRET: SHARED_SECRET });
      const { url } = node;
      const results: { status: number; ms: number; email: string; body: unknown; retryAfter: string | null }[] = [];
      let running = true;
      let serial = 0;
      const worker = async () => {
        while (running) {
          const email = uniqueEmail(`load${(serial += 1)}`);
          const started = performance.now();
          const response = await register(url, email);
          results.push({
            status: response.status,
            ms: performance.now() - started,
            email,
            body: await response.json().catch(() => null),
            retryAfter: response.headers.get('retry-after'),
          });
        }
      };
      const workers = [worker(), worker(), worker()];

      // Under load: writes accepted before the database goes away.
      await until(() => results.some((r) => r.status === 200), { timeout: 30_000 });
      postgres.stop('immediate');
      const stoppedAt = results.length;
      // Away until callers have been told so (a 503 answered after the stop).
      await until(() => results.slice(stoppedAt).some((r) => r.status === 503), {
        timeout: 30_000,
        explain: () => `no 503 while the database was stopped:\n${node?.output()}`,
      });
      postgres.start();
      const restartedAt = results.length;
      // It recovers by itself: successes again, without restarting the node.
      await until(() => results.slice(restartedAt).some((r) => r.status === 200), {
        timeout: 30_000,
        interval: 200,
        explain: () => `no recovery:\n${node?.output()}`,
      });
      running = false;
      await Promise.all(workers);

      expect(results.slice(0, stoppedAt).some((r) => r.status === 200)).toBe(true);
      const outage = results.filter((r) => r.status === 503);
      expect(outage.length).toBeGreaterThan(0);
      for (const answer of outage) {
        expect(answer.body).toEqual({ errors: [DATABASE_UNAVAILABLE_MESSAGE] });
        expect(answer.retryAfter).toBe('5');
      }
      // Quickly: no caller hangs while the database is away.
      expect(Math.max(...outage.map((r) => r.ms))).toBeLessThan(4000);
      // Nothing but successes and 503s: no 500 from a lost connection.
      expect(results.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
      // Every write the server accepted is there after the outage.
      const accepted = results.filter((r) => r.status === 200);
      for (const { email } of accepted) expect((await login(url, email)).status).toBe(200);
    } finally {
      await node?.stop();
      postgres.dispose();
    }
  }, 150_000);
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, then exits 0 and refuses new ones', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-shutdown-'));
    const database = onPostgres ? await createTestDatabase() : undefined;
    const node = await startServerProcess({
      DATA_DIR: dataDir,
      TOKEN_SECRET: SHARED_SECRET,
      SHUTDOWN_DRAIN_MS: '3000',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    try {
      const email = uniqueEmail('shutdown');
      expect((await register(node.url, email)).status).toBe(200);
      // Sign-ins at once: each verifies an argon2 hash, so most are still running when SIGTERM arrives.
      const inFlight = Array.from({ length: 24 }, () =>
        login(node.url, email).then(
          (r) => r.status,
          (e: Error) => `${e.message} ${String((e.cause as Error | undefined)?.message)}`,
        ),
      );
      // The node is answering them: the first answer is back while the others still verify their hash.
      await Promise.race(inFlight);
      node.child.kill('SIGTERM');
      // Draining: still serving, but telling the load balancer to stop sending calls here.
      await until(async () => (await fetch(`${node.url}/healthz`)).status === 503, { timeout: 3000 });
      const answers = await Promise.all(inFlight);
      expect(answers).toEqual(Array(24).fill(200));
      expect(await node.exited, node.output()).toBe(0);
      await expect(fetch(`${node.url}/healthz`)).rejects.toThrow();
    } finally {
      await node.stop();
      await database?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
