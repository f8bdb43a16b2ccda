import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config/config';
import { countRateLimitRows } from '../src/platform/database/rate-limits.repo';
import { RATE_LIMITED_MESSAGE } from '../src/platform/http/rate-limit';
import { type TestApp, buildTestApp, testConfig } from './helper';

/*
 * "anonymous storage": calls anyone may make are rate limited per client address, counted in the database
 * (so every node sees the same count), with small body limits; over the limit: 429 { errors } with Retry-After.
 */
let t: TestApp;
const MAX = 3;
const env = { RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_EXEMPT: '' };

beforeAll(async () => {
  t = await buildTestApp(env);
});
afterAll(async () => t.close());

const waitlist = (remoteAddress: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/waitlist/home-equity-loan-plus', remoteAddress, payload: {} });

describe('per-address rate limit of anonymous calls', () => {
  it('answers 429 { errors } with Retry-After once an address passes the limit of a call, and not before', async () => {
    const statuses = [];
    for (let i = 0; i < MAX; i += 1) statuses.push((await waitlist('203.0.113.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const over = await waitlist('203.0.113.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: [RATE_LIMITED_MESSAGE] });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each address and each call apart: another address, or another call, is not slowed', async () => {
    expect((await waitlist('203.0.113.2')).statusCode).toBe(400);
    const typeahead = await t.app.inject({
      url: '/service-address/external/api/v1/typeahead?query=1420%20Alder',
      remoteAddress: '203.0.113.1',
    });
    expect(typeahead.statusCode).toBe(200);
  });

  it('does not limit signed-in calls', async () => {
    for (let i = 0; i < MAX + 2; i += 1) {
      const res = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', remoteAddress: '203.0.113.1' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lets the address in again when the window ends, and prunes the ended windows', async () => {
    const before = await countRateLimitRows(t.db);
    expect(before).toBeGreaterThanOrEqual(3);
    t.clock.advance(61_000);
    expect((await waitlist('203.0.113.1')).statusCode).toBe(400);
    // Every window but the one just started had ended: they are gone.
    expect(await countRateLimitRows(t.db)).toBe(1);
  });

  it('holds across server nodes: a second node on the same database sees the hits of the first', async () => {
    const other = await buildApp({ config: testConfig(env), db: t.db, ownsDb: false, clock: t.clock.now });
    await other.ready();
    try {
      for (let i = 0; i < MAX - 1; i += 1) expect((await waitlist('203.0.113.9')).statusCode).toBe(400);
      expect((await waitlist('203.0.113.9', other)).statusCode).toBe(400);
      expect((await waitlist('203.0.113.9', other)).statusCode).toBe(429);
      expect((await waitlist('203.0.113.9')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('takes the client address from X-Forwarded-For only through a trusted proxy', async () => {
    // Without TRUST_PROXY a client cannot escape its limit by naming another address.
    const spoof = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: {},
    });
    expect(spoof.statusCode).toBe(429);
  });

  it('never limits an exempt address (the browser journeys set loopback) nor the health check', async () => {
    const exempt = await buildTestApp({ ...env, RATE_LIMIT_EXEMPT: '127.0.0.1,::1' });
    try {
      for (let i = 0; i < MAX + 2; i += 1) {
        expect((await waitlist('127.0.0.1', exempt.app)).statusCode).toBe(400);
        expect((await exempt.app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
      }
      expect((await waitlist('203.0.113.5', exempt.app)).statusCode).toBe(400);
    } finally {
      await exempt.close();
    }
  });
});

describe('body limits of anonymous calls', () => {
  it('refuses a body over 16 KiB on an anonymous call with 413 { errors }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      remoteAddress: '203.0.113.20',
      payload: { domain: 'x', pagePath: '/', event: 'E', eventType: 'EVENT', queryParams: { a: 'b'.repeat(17_000) } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: ['body: is too large'] });
  });

  it('refuses an over-long field with a 400 naming it, before anything is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      remoteAddress: '203.0.113.21',
      payload: { domain: 'x', pagePath: `/${'p'.repeat(3000)}`, event: 'E', eventType: 'EVENT' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toMatch(/pagePath.*2048 characters or fewer/);
  });

  it('keeps the server-wide limit for signed-in calls', () => {
    expect(loadConfig({}).bodyLimitBytes).toBe(1024 * 1024);
    expect(loadConfig({}).rateLimit).toEqual({ max: 100, windowMs: 60_000, exempt: [] });
  });
});
