import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';

/** A signed-in person's answers are never cached; the browser features the app may use are named. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ auth } = await registerAndLogin(t.app));
});
afterAll(async () => t.close());

describe('answers for a signed-in person', () => {
  it('carry Cache-Control: no-store', async () => {
    const res = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave public cacheable answers alone (the loan originator card is cached 10 minutes, docs/product/application-area.md §9)', async () => {
    const res = await t.app.inject({ url: '/service-lead-portal/api/lo/6f1c2a10-0000-4000-8000-000000000001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('name the browser features the app may use in a Permissions-Policy', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    expect(String(res.headers['permissions-policy'])).toContain('microphone=()');
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const failedLoginFrom = async (app: TestApp, email: string) => {
    await app.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: { 'x-org': 'summit', 'x-forwarded-for': '203.0.113.7' },
      payload: { email, password: 'Wrong-password-1!' },
    });
    const row = await app.db
      .selectFrom('login_attempts')
      .select('client_ip')
      .where('account_key', '=', `summit:${email}`)
      .executeTakeFirstOrThrow();
    return row.client_ip;
  };

  it('counts login attempts by the socket address unless the proxy is trusted', async () => {
    expect(await failedLoginFrom(t, 'untrusted@example.com')).toBe('127.0.0.1');
    const trusted = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await failedLoginFrom(trusted, 'trusted@example.com')).toBe('203.0.113.7');
    } finally {
      await trusted.close();
    }
  });
});
