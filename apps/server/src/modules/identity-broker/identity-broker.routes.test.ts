import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  type TestApp,
  buildTestApp,
  countRows,
  registerAndLogin,
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

const TOO_MANY = 'Too many login attempts. Please wait 15 minutes and try again.';

describe('POST /identity-broker/{customer|agent}/api/v3/login (spec 03 §7)', () => {
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
    'accepts redirectUrl %j only when it is a slash and a lowercase letter (spec 03 §2)',
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

describe('login rate limit (counted in the database)', () => {
  it('blocks an account after 5 failures, even with the right password, from any address', async () => {
    const user = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await login({ email: user.email, password: 'Wrong-password-1!' }, { ip: `10.1.0.${i}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password }, { ip: '10.1.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: [TOO_MANY] });

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login({ email: user.email, password: user.password }, { ip: '10.1.1.1' })).statusCode).toBe(200);
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await login({ email: uniqueEmail('spray'), password: 'Wrong-password-1!' }, { ip })).statusCode).toBe(
        401,
      );
    }
    const user = await registerAndLogin(t.app);
    const blocked = await login({ email: user.email, password: user.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: [TOO_MANY] });
    expect((await login({ email: user.email, password: user.password }, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });
});

describe('logout (spec 03 §7)', () => {
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

describe('GET /identity-broker/customer/secure/api/v3/self/figureinfo (spec 03 §7)', () => {
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
