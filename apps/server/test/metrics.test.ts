import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openChatSocket } from './chat-client';
import { startChat } from './chat-start';
import { createHeloc, readStatus, statusUrl } from './engine-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin, testConfig } from './helper';
import { createStaffSession } from './staff-fixtures';

/**
 * GET /metrics (docs/operations.md "Metrics and alerts"): the node's series in the Prometheus text format, only for
 * the bearer of METRICS_TOKEN, each with values that follow what the node did.
 */
const TOKEN = 'metrics-token-metrics-token-0123456789';
const STATUS_ROUTE = '/service-heloc-borrower/api/v1/heloc/:uuid/status';

let t: TestApp;
let app: FastifyInstance;
let user: Registered;
let uuid: string;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN, PROCESSING_DELAY_MS: '3000' });
  app = t.app;
  user = await registerAndLogin(app);
  uuid = await createHeloc(app, user);
});

afterAll(async () => t?.close());

const scrape = async (): Promise<string> => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one sample: the series `name` whose labels include `labels`; undefined when there is none. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
};

describe('GET /metrics', () => {
  it('counts each call by its route pattern, method and status class, in latency buckets', async () => {
    const before = sample(await scrape(), 'heloc_http_request_duration_seconds_count', { route: STATUS_ROUTE }) ?? 0;
    for (let i = 0; i < 3; i += 1) await readStatus(app, user, uuid);
    expect((await app.inject({ url: '/service-nothing-here/at/all' })).statusCode).toBe(404);

    const text = await scrape();
    const status = { route: STATUS_ROUTE, method: 'GET', status_class: '2xx' };
    expect(sample(text, 'heloc_http_request_duration_seconds_count', status)).toBe(before + 3);
    expect(sample(text, 'heloc_http_request_duration_seconds_sum', status)).toBeGreaterThan(0);
    // Cumulative buckets, ending with every call.
    const bounds = ['0.001', '0.005', '0.05', '1', '10', '+Inf'];
    const buckets = bounds.map((le) => sample(text, 'heloc_http_request_duration_seconds_bucket', { ...status, le }));
    for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1] ?? NaN);
    expect(buckets.at(-1)).toBe(before + 3);
    // Never a raw URL: the application's id stays out of the labels, and an unknown path is "unmatched".
    expect(text).not.toContain(uuid);
    expect(text).not.toContain('service-nothing-here');
    expect(
      sample(text, 'heloc_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
    expect(sample(text, 'heloc_http_request_duration_seconds_count', { route: statusUrl(uuid) })).toBeUndefined();
  });

  it("counts the status memory's hits and misses", async () => {
    const read = async () => {
      await readStatus(app, user, uuid);
      const text = await scrape();
      return {
        hit: sample(text, 'heloc_status_memory_lookups_total', { result: 'hit' }) ?? 0,
        miss: sample(text, 'heloc_status_memory_lookups_total', { result: 'miss' }) ?? 0,
      };
    };
    const first = await read();
    expect(first.miss).toBeGreaterThanOrEqual(1);
    // Once the node listens for changes, a second read of an unchanged status is answered from memory.
    await vi.waitUntil(async () => (await read()).hit > first.hit, { timeout: 10_000, interval: 50 });
  });

  it("reports the scheduler's steps due and late, from the database", async () => {
    const second = await registerAndLogin(app);
    const other = await createHeloc(app, second);
    // The sweeper is off in tests: a step falls due on the test clock and stays due until the status is read.
    let text = await scrape();
    expect(sample(text, 'heloc_scheduler_steps_due')).toBe(0);
    t.clock.advance(3000);
    text = await scrape();
    expect(sample(text, 'heloc_scheduler_steps_due')).toBe(2);
    expect(sample(text, 'heloc_scheduler_steps_late')).toBe(0);
    t.clock.advance(61_000);
    text = await scrape();
    expect(sample(text, 'heloc_scheduler_steps_late')).toBe(2);
    expect(sample(text, 'heloc_scheduler_oldest_due_seconds')).toBeGreaterThanOrEqual(61);
    // Reading the statuses applies the steps (and schedules the next ones, due later).
    await readStatus(app, user, uuid);
    await readStatus(app, second, other);
    text = await scrape();
    expect(sample(text, 'heloc_scheduler_steps_due')).toBe(0);
    expect(sample(text, 'heloc_scheduler_steps_late')).toBe(0);
    expect(sample(text, 'heloc_scheduler_oldest_due_seconds')).toBe(0);
  });

  it('reports the e-mails kept in the outbox and counts each one sent', async () => {
    const before = sample(await scrape(), 'heloc_email_outbox_emails') ?? NaN;
    await app.mailer.send({ orgCode: 'summit', to: 'signer@example.com', subject: 'Hi', text: 'Hi', kind: 'TEST' });
    const text = await scrape();
    expect(sample(text, 'heloc_email_outbox_emails')).toBe(before + 1);
    expect(sample(text, 'heloc_emails_sent_total', { transport: 'outbox', result: 'ok' })).toBe(1);
  });

  it('reports the database pool, the chat sockets and the process', async () => {
    const text = await scrape();
    const max = sample(text, 'heloc_db_pool_max_connections');
    expect(max).toBe(process.env.TEST_DATABASE_URL ? 10 : 1);
    const inUse = sample(text, 'heloc_db_pool_connections', { state: 'in_use' }) ?? NaN;
    const idle = sample(text, 'heloc_db_pool_connections', { state: 'idle' }) ?? NaN;
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(inUse + idle).toBeLessThanOrEqual(max ?? 0);
    if (!process.env.TEST_DATABASE_URL) expect(inUse + idle).toBe(1);
    expect(sample(text, 'heloc_db_pool_waiting')).toBe(0);
    expect(sample(text, 'heloc_chat_sockets', { kind: 'borrower' })).toBe(0);
    expect(sample(text, 'heloc_chat_sockets', { kind: 'agent' })).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it("counts this node's open chat sockets by kind", async () => {
    const sockets = async () => {
      const text = await scrape();
      return [
        sample(text, 'heloc_chat_sockets', { kind: 'borrower' }),
        sample(text, 'heloc_chat_sockets', { kind: 'agent' }),
      ];
    };
    expect(await sockets()).toEqual([0, 0]);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = await startChat(app);
    expect(started.statusCode, started.body).toBe(200);
    const borrower = await openChatSocket(baseUrl, CHAT_SOCKET_PATH);
    borrower.send({ type: 'auth', token: started.json<{ token: string }>().token });
    await borrower.next('ready');
    const staff = await createStaffSession(app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Avery' });
    const agent = await openChatSocket(baseUrl, CONSOLE_CHAT_SOCKET_PATH);
    agent.send({ type: 'auth', token: staff.token });
    await agent.next('ready-agent');
    expect(await sockets()).toEqual([1, 1]);
    await borrower.close();
    await agent.close();
    await vi.waitUntil(async () => (await sockets()).join() === '0,0', { timeout: 5_000, interval: 20 });
  });

  it('answers 401 without the token or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }]) {
      const res = await app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('heloc_');
    }
  });

  it('answers 404 when METRICS_TOKEN is not set, even to a browser, and keeps each app its own series', async () => {
    const plain = await buildApp({ config: testConfig(), db: t.db, ownsDb: false });
    try {
      await plain.ready();
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { accept: 'text/html' }]) {
        const res = await plain.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: ['Not found'] });
      }
      // A second app in the same process has its own registry: its calls do not show on the first's.
      const before = sample(await scrape(), 'heloc_http_request_duration_seconds_count', { route: STATUS_ROUTE });
      await readStatus(plain, user, uuid);
      expect(sample(await scrape(), 'heloc_http_request_duration_seconds_count', { route: STATUS_ROUTE })).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
