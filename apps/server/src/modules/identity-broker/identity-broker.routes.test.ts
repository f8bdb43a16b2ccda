import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../platform/auth/sessions.repo';
import {
  TEST_PASSWORD,
  type TestApp,
  buildTestApp,
  countRows,
  registerAndLogin,
  testConfig,
  uniqueEmail,
} from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const login = (payload: unknown, { portal = 'customer', query = '', org = 'summit', ip = '10.0.0.1' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/identity-broker/${portal}/api/v3/login${query}`,
    headers: { 'x-org': org },
    remoteAddress: ip,
    payload: payload as object,
  });

describe('POST /identity-broker/{customer|agent}/api/v3/login (docs/product/widgets-and-calculations.md §7)', () => {
  it('answers the jwt, the redirect target and the Bearer header', async () => {
    const user = await registerAndLogin(t.app);
    const res = await login(
      { email: user.email, password: user.password, telemetryTrackingId: 'trk-1' },
      { query: '?redirectUrl=/account/heloc/abc' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ jwt: string; redirectUrl: string }>();
    expect(body.redirectUrl).toBe('/account/heloc/abc');
    expect(res.headers.authorization).toBe(`Bearer ${body.jwt}`);
    expect(
      (
        await t.app.inject({
          url: '/identity/secure/api/v1/identity',
          headers: { authorization: `Bearer ${body.jwt}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    ['https://evil.example/', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/Account', '/dashboard'],
    ['/dashboard?x=1', '/dashboard?x=1'],
  ])(
    'accepts redirectUrl %j only when it is a slash and a lowercase letter (docs/product/widgets-and-calculations.md §2)',
    async (redirectUrl, expected) => {
      const user = await registerAndLogin(t.app);
      const res = await login(
        { email: user.email, password: user.password },
        { query: `?redirectUrl=${encodeURIComponent(redirectUrl)}` },
      );
      expect(res.json().redirectUrl).toBe(expected);
    },
  );

  it('answers 401 with a clear message for a wrong password or an unknown email', async () => {
    const user = await registerAndLogin(t.app);
    for (const payload of [
      { email: user.email, password: 'Wrong-password-1!' },
      { email: uniqueEmail(), password: TEST_PASSWORD },
    ]) {
      const res = await login(payload, { ip: '10.0.1.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['The email or password you entered is incorrect.'] });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('looks the identity up in the request organisation only', async () => {
    const user = await registerAndLogin(t.app, { org: 'lakeshorecu' });
    expect(
      (await login({ email: user.email, password: user.password }, { org: 'summit', ip: '10.0.2.1' })).statusCode,
    ).toBe(401);
    expect(
      (await login({ email: user.email, password: user.password }, { org: 'lakeshorecu', ip: '10.0.2.1' })).statusCode,
    ).toBe(200);
  });

  it('refuses the agent portal to a customer', async () => {
    const user = await registerAndLogin(t.app);
    expect(
      (await login({ email: user.email, password: user.password }, { portal: 'agent', ip: '10.0.3.1' })).statusCode,
    ).toBe(401);
    await t.db.updateTable('identities').set({ is_broker: true }).where('uuid', '=', user.identityUuid).execute();
    const res = await login({ email: user.email, password: user.password }, { portal: 'agent', ip: '10.0.3.1' });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      url: '/identity-broker/agent/secure/api/v3/self/figureinfo',
      headers: { authorization: `Bearer ${res.json().jwt}` },
    });
    expect(info.json().userType).toBe('AGENT');
  });

  it.each([
    [{ password: TEST_PASSWORD }, 'email is required'],
    [{ email: 'nope', password: TEST_PASSWORD }, 'email: Please enter a valid email address'],
    [{ email: 'a@example.com', password: '' }, 'password: Required'],
    [{ email: 'a@example.com', password: 12 }, 'password: Invalid input: expected string, received number'],
  ])('answers 400 naming the field for %j, recording no attempt', async (payload, message) => {
    const before = await countRows(t.db, 'login_attempts');
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    expect(await countRows(t.db, 'login_attempts')).toBe(before);
  });
});

describe('login throttle (NIST SP 800-63B §5.2.2, counted in the database)', () => {
  const WRONG = 'Wrong-password-1!';
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const loginWith = (payload: object, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: { 'x-org': 'summit', ...(cookie ? { cookie } : {}) },
      remoteAddress: ip,
      payload,
    });

  it('slows an account after 5 failures with a growing wait, never a fixed lockout, and says when to retry', async () => {
    const user = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await loginWith({ email: user.email, password: WRONG }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const slowed = await loginWith({ email: user.email, password: user.password }, '10.1.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({ errors: ['Too many login attempts. Please wait 1 second and try again.'] });

    t.clock.advance(1000);
    expect((await loginWith({ email: user.email, password: WRONG }, '10.1.1.1')).statusCode).toBe(401);
    const longer = await loginWith({ email: user.email, password: user.password }, '10.1.1.1');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    t.clock.advance(2000);
    expect((await loginWith({ email: user.email, password: user.password }, '10.1.1.1')).statusCode).toBe(200);
  });

  it("lets the owner's device that signed in before through while someone else guesses", async () => {
    const user = await registerAndLogin(t.app);
    const owner = await loginWith({ email: user.email, password: user.password }, '10.4.0.1');
    const cookie = cookieOf(owner);
    expect(cookie).toMatch(/^heloc_device=[0-9a-f-]{36}$/);
    expect(String(owner.headers['set-cookie'])).toContain('HttpOnly');
    for (let i = 0; i < 5; i += 1) {
      expect((await loginWith({ email: user.email, password: WRONG }, '10.4.9.9')).statusCode).toBe(401);
    }
    expect((await loginWith({ email: user.email, password: WRONG }, '10.4.9.9')).statusCode).toBe(429);
    expect((await loginWith({ email: user.email, password: user.password }, '10.4.0.1')).statusCode).toBe(429);
    expect((await loginWith({ email: user.email, password: user.password }, '10.4.0.1', cookie)).statusCode).toBe(200);
  });

  it('locks an account after 100 consecutive failures, for 24 hours, whatever the device', async () => {
    const user = await registerAndLogin(t.app);
    const cookie = cookieOf(await loginWith({ email: user.email, password: user.password }, '10.5.0.1'));
    const at = t.clock.now();
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          account_key: `summit:${user.email}`,
          client_ip: `10.5.1.${i % 250}`,
          device_id: null,
          succeeded: false,
          attempted_at: new Date(at.getTime() - (100 - i) * 1000),
        })),
      )
      .execute();
    const locked = await loginWith({ email: user.email, password: user.password }, '10.5.0.1', cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(/^This account is locked after too many failed sign-ins/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    t.clock.advance(24 * 3_600_000);
    expect((await loginWith({ email: user.email, password: user.password }, '10.5.0.1', cookie)).statusCode).toBe(200);
  });

  it('slows a client address spraying many accounts, without denying other addresses', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await loginWith({ email: uniqueEmail('spray'), password: WRONG }, ip)).statusCode).toBe(401);
    }
    const user = await registerAndLogin(t.app);
    const slowed = await loginWith({ email: user.email, password: user.password }, ip);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await loginWith({ email: user.email, password: user.password }, '10.2.0.2')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await loginWith({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
  });

  it('forgets attempts older than 7 days', async () => {
    const user = await registerAndLogin(t.app);
    await loginWith({ email: user.email, password: WRONG }, '10.6.0.1');
    const rowsOf = () =>
      t.db.selectFrom('login_attempts').select('id').where('account_key', '=', `summit:${user.email}`).execute();
    expect((await rowsOf()).length).toBeGreaterThan(0);
    t.clock.advance(8 * 24 * 3_600_000);
    await loginWith({ email: uniqueEmail('later'), password: WRONG }, '10.6.0.2');
    expect(await rowsOf()).toEqual([]);
  });
});

describe('logout (docs/product/widgets-and-calculations.md §7)', () => {
  it('revokes the token: later calls with it answer 401, other sessions live on', async () => {
    const user = await registerAndLogin(t.app);
    const second = (await login({ email: user.email, password: user.password }, { ip: '10.3.0.1' })).json()
      .jwt as string;

    const res = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/auth/login' });

    const after = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['unauthenticated'] });
    expect(
      (
        await t.app.inject({
          url: '/identity/secure/api/v1_1/identity',
          headers: { authorization: `Bearer ${second}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/identity-broker/agent/secure/api/v3/logout' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /identity-broker/customer/secure/api/v3/self/figureinfo (docs/product/widgets-and-calculations.md §7)', () => {
  it('answers the self info of the signed-in identity', async () => {
    const user = await registerAndLogin(t.app, { org: 'keystone' });
    const res = await t.app.inject({
      url: '/identity-broker/customer/secure/api/v3/self/figureinfo',
      headers: { ...user.auth, 'application-name': 'heloc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identityUuid: user.identityUuid,
      organizationCode: 'keystone',
      userType: 'CUSTOMER',
      email: user.email,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isManageable: true,
      activeLegacyCustomerOrgs: [],
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/identity-broker/customer/secure/api/v3/self/figureinfo' })).statusCode).toBe(
      401,
    );
  });
});

describe('which portal a session opens (contract.ts Audience)', () => {
  const IDENTITY = '/identity/secure/api/v1_1/identity';
  const AGENT_INFO = '/identity-broker/agent/secure/api/v3/self/figureinfo';
  const get = (url: string, jwt: string) => t.app.inject({ url, headers: { authorization: `Bearer ${jwt}` } });

  /** A token as the server signed them before tokens named their portal, with its session row. */
  const tokenWithClaims = async (identityUuid: string, claims: Record<string, unknown>) => {
    const now = t.clock.now();
    const jti = randomUUID();
    await insertSession(t.db, { jti, identityUuid, expiresAt: new Date(now.getTime() + 3_600_000), now });
    const secret = new TextEncoder().encode(testConfig().tokenSecret ?? '');
    return new SignJWT({ org: 'summit', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(identityUuid)
      .setJti(jti)
      .setIssuer('heloc-server')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
      .sign(secret);
  };

  it("answers 401 to a broker's agent-portal token on a customer call, and opens the agent portal's", async () => {
    const user = await registerAndLogin(t.app);
    await t.db.updateTable('identities').set({ is_broker: true }).where('uuid', '=', user.identityUuid).execute();
    const agent = (
      await login({ email: user.email, password: user.password }, { portal: 'agent', ip: '10.9.0.1' })
    ).json<{ jwt: string }>().jwt;
    expect((await get(IDENTITY, agent)).statusCode).toBe(401);
    expect((await get(AGENT_INFO, agent)).statusCode).toBe(200);
    // The same broker signed in to the customer portal is a customer there, and opens no agent call.
    expect((await get(IDENTITY, user.jwt)).statusCode).toBe(200);
    expect((await get(AGENT_INFO, user.jwt)).statusCode).toBe(401);
  });

  it('counts a token signed before tokens named their portal as a customer portal one', async () => {
    const user = await registerAndLogin(t.app);
    const before = await tokenWithClaims(user.identityUuid, {});
    expect((await get(IDENTITY, before)).statusCode).toBe(200);
    expect((await get(AGENT_INFO, before)).statusCode).toBe(401);
  });

  it('answers 401 to a token naming a portal that is none of ours', async () => {
    const user = await registerAndLogin(t.app);
    expect((await get(IDENTITY, await tokenWithClaims(user.identityUuid, { portal: 'staff' }))).statusCode).toBe(401);
  });
});
