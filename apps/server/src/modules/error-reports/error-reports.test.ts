import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';

/*
 * The web app's error reports (docs/product/application-area.md §8): stored, counted with those alike, read by
 * admins in the console, and sent on to a Sentry-compatible project when SENTRY_DSN is set.
 */
const REPORT = '/service-errors/api/v1/client-errors';
const LIST = '/console/api/v1/client-errors';

const report = (overrides: Record<string, unknown> = {}) => ({
  source: 'window',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'amount')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'amount')\n    at OffersPage (http://localhost/assets/offers-abc.js:1:2345)",
  pathname: '/account/heloc/abc/product/select?email=ada@example.com',
  appVersion: '2026.11.1',
  userAgent: 'Mozilla/5.0 (test)',
  ...overrides,
});

/** A local Sentry-compatible receiver: it keeps what it is sent. */
interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
const received: Received[] = [];
let failing = false;

let t: TestApp;
let forwarding: TestApp;
let admin: StaffSession;
let supportAgent: StaffSession;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await buildTestApp();
  forwarding = await buildTestApp({
    SENTRY_DSN: `http://public-key-1@127.0.0.1:${port}/42`,
    // The report call is rate limited per client address like every anonymous call: seen here with a small limit.
    RATE_LIMIT_EXEMPT: '',
    RATE_LIMIT_MAX: '3',
  });
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
  supportAgent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
});
afterAll(async () => {
  await t.close();
  await forwarding.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('POST /service-errors/api/v1/client-errors', () => {
  it('stores a report, counting those alike in one row with the latest page and version', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-org': 'summit' },
      payload: report(),
    });
    expect(first.statusCode).toBe(202);
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-org': 'summit' },
      payload: report({ pathname: '/dashboard', appVersion: '2026.11.2' }),
    });
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-org': 'summit' },
      payload: report({ source: 'boundary', message: 'Offer list is empty', stack: undefined }),
    });

    const res = await t.app.inject({ url: LIST, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((row) => [row.message, row.count, row.pathname, row.appVersion])).toEqual([
      ['Offer list is empty', 1, '/account/heloc/abc/product/select', '2026.11.1'],
      ["Cannot read properties of undefined (reading 'amount')", 2, '/dashboard', '2026.11.2'],
    ]);
  });

  it('answers what is wrong with a report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REPORT,
      payload: report({ message: '', pathname: 'no-slash', source: 'console' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.length).toBeGreaterThanOrEqual(1);
  });

  it('is read by admins only', async () => {
    expect((await t.app.inject({ url: LIST, headers: supportAgent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });
});

describe('SENTRY_DSN', () => {
  it('sends each stored report to the project as an event envelope, and the call stays rate limited', async () => {
    const res = await forwarding.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-org': 'summit' },
      payload: report(),
    });
    expect(res.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.url).toBe('/api/42/envelope/');
    expect(sent?.headers['x-sentry-auth']).toContain('sentry_key=public-key-1');
    expect(sent?.headers['content-type']).toBe('application/x-sentry-envelope');
    const [header, item, event] = (sent?.body ?? '')
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(item).toEqual({ type: 'event' });
    expect(header?.event_id).toBe(event?.event_id);
    expect(event).toMatchObject({
      platform: 'javascript',
      level: 'error',
      release: '2026.11.1',
      transaction: '/account/heloc/abc/product/select',
      tags: { org: 'summit', source: 'window' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "Cannot read properties of undefined (reading 'amount')",
            stacktrace: { frames: [expect.objectContaining({ function: 'OffersPage', lineno: 1, colno: 2345 })] },
          },
        ],
      },
    });
    expect(await forwarding.db.selectFrom('client_errors').select('count').execute()).toEqual([{ count: 1 }]);

    // A receiver that fails never fails the report: it is stored all the same.
    failing = true;
    const whileDown = await forwarding.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-org': 'summit' },
      payload: report(),
    });
    failing = false;
    expect(whileDown.statusCode).toBe(202);
    expect(await forwarding.db.selectFrom('client_errors').select('count').execute()).toEqual([{ count: 2 }]);

    const more = [];
    for (let i = 0; i < 2; i++) {
      more.push((await forwarding.app.inject({ method: 'POST', url: REPORT, payload: report() })).statusCode);
    }
    expect(more).toEqual([202, 429]);
  });
});
