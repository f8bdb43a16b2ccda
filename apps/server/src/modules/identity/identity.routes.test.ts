import { SignJWT } from 'jose';
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

const register = (payload: unknown, query = '?organization=summit') =>
  t.app.inject({ method: 'POST', url: `/identity/api/v1/registration/register${query}`, payload: payload as object });

describe('POST /identity/api/v1/registration/register (docs/product/registration-and-routing.md §7)', () => {
  it('creates the identity and answers a jwt, also as a Bearer header', async () => {
    const email = uniqueEmail();
    const res = await register({ email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' });
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json<{ jwt: string }>();
    expect(res.headers.authorization).toBe(`Bearer ${jwt}`);

    const identity = await t.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.json()).toMatchObject({
      organizationCode: 'summit',
      email,
      profileType: 'BORROWER',
      aliases: [{ type: 'Phone', value: '(555) 222-3333' }],
      twoFactorEnabled: false,
      passwordExpired: false,
      totpVerified: false,
      wallet: { accountAddress: null, groupPolicyAddress: null },
      isBroker: false,
    });
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail();
    await register({ email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' });
    const row = await t.db
      .selectFrom('identities')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
  });

  it("answers 401 'identity exists' for an email already registered in the organisation, ignoring case", async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' })).statusCode).toBe(200);
    const again = await register({
      email: email.toUpperCase(),
      password: `${TEST_PASSWORD}x`,
      phoneNumber: '(555) 222-3333',
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: ['identity exists'] });
  });

  it('answers the very same registration sent again (a retry after a lost answer) as the first, with one identity; not another phone, nor after 10 minutes', async () => {
    const email = uniqueEmail();
    const payload = { email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' };
    expect((await register(payload)).statusCode).toBe(200);
    const repeat = await register(payload);
    expect(repeat.statusCode).toBe(200);
    const identity = await t.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: { authorization: `Bearer ${repeat.json<{ jwt: string }>().jwt}` },
    });
    expect(identity.json()).toMatchObject({ email });
    const rows = await t.db.selectFrom('identities').select('uuid').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);

    expect((await register({ ...payload, phoneNumber: '(555) 222-4444' })).statusCode).toBe(401);
    t.clock.advance(10 * 60_000 + 1);
    expect((await register(payload)).json()).toEqual({ errors: ['identity exists'] });
  });

  it('lets the same email register in another organisation (an identity belongs to one)', async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' })).statusCode).toBe(200);
    const other = await register(
      { email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
      '?organization=lakeshorecu',
    );
    expect(other.statusCode).toBe(200);
  });

  it('uses the request organisation when the query has none', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: { 'x-org': 'keystone' },
      payload: { email, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('identities')
      .select('org_code')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.org_code).toBe('keystone');
  });

  it.each([
    [
      'an invalid email',
      { email: 'jane', password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
      'email: Please enter a valid email address',
    ],
    ['a missing email', { password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' }, 'email is required'],
    [
      'a short password',
      { email: 'a@example.com', password: 'Ab1!', phoneNumber: '(555) 222-3333' },
      'password: At least 12 characters',
    ],
    [
      'a password without a special character',
      { email: 'a@example.com', password: 'Abcdefghijk1', phoneNumber: '(555) 222-3333' },
      'password: One special character (! @ # $ % ^ & *)',
    ],
    [
      'a phone with country code',
      { email: 'a@example.com', password: TEST_PASSWORD, phoneNumber: '(155) 222-3333' },
      'phoneNumber: Country code 1 is not needed',
    ],
    [
      'a phone of the wrong type',
      { email: 'a@example.com', password: TEST_PASSWORD, phoneNumber: 5552223333 },
      'phoneNumber: Invalid input: expected string, received number',
    ],
  ])('answers 400 naming the field for %s, writing nothing', async (_name, payload, message) => {
    const before = await countRows(t.db, 'identities');
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toContain(message);
    expect(await countRows(t.db, 'identities')).toBe(before);
    expect(await countRows(t.db, 'profiles')).toBe(before);
  });

  it('answers 400 for an unknown organisation, writing nothing', async () => {
    const before = await countRows(t.db, 'identities');
    const res = await register(
      { email: uniqueEmail(), password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
      '?organization=nope',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['query.organization: Unknown organization'] });
    expect(await countRows(t.db, 'identities')).toBe(before);
  });
});

describe('GET identity (docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7) and authentication (docs/product/registration-and-routing.md §8)', () => {
  it('answers the same identity on v1 and v1_1', async () => {
    const user = await registerAndLogin(t.app);
    const v1 = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: user.auth });
    const v11 = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toEqual(v11.json());
  });

  it("answers 401 'unauthenticated' without a token or with garbage", async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['unauthenticated'] });
    }
  });

  it("answers 401 'invalid signature' for a token signed with another key (like any invalid token)", async () => {
    const user = await registerAndLogin(t.app);
    const [header, payload] = user.jwt.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header ?? '', 'base64url').toString()))
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await t.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['invalid signature'] });
  });

  it('answers 401 once the token has expired (TOKEN_TTL_SECONDS)', async () => {
    const user = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth })).statusCode).toBe(
      200,
    );
    t.clock.advance(3601 * 1000);
    const res = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['unauthenticated'] });
  });
});

describe('PUT /identity/secure/api/v1/identity/alias (docs/product/application-area.md §7)', () => {
  it('replaces the phone alias', async () => {
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: user.auth,
      payload: { type: 'Phone', value: '(555) 777-8888' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().aliases).toEqual([{ type: 'Phone', value: '(555) 777-8888' }]);
    const again = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
    expect(again.json().aliases).toEqual([{ type: 'Phone', value: '(555) 777-8888' }]);
  });

  it('answers 400 naming the field for a bad phone or type', async () => {
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: user.auth,
      payload: { type: 'Email', value: '555' },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: string[] }>();
    expect(errors.some((e) => e.startsWith('type:'))).toBe(true);
    expect(errors).toContain('value: Please enter a valid phone number');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      payload: { type: 'Phone', value: '(555) 777-8888' },
    });
    expect(res.statusCode).toBe(401);
  });
});
