import { COMMON_PASSWORD_MESSAGE, MFA_CODE_INCORRECT_MESSAGE, englishOf } from '@heloc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/auth/totp';
import { type Registered, type TestApp, buildTestApp, registerAndLogin, uniqueEmail } from '../../../test/helper';

/*
 * Multi-factor authentication: an applicant turns TOTP on in settings, signs in with a code or a recovery
 * code (once), a replayed code is refused, wrong codes are throttled like wrong passwords, turning it off needs the
 * password and a code; nothing secret is stored in plain; common passwords are refused at registration.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MFA = '/identity/secure/api/v1/mfa';
const LOGIN = '/identity-broker/customer/api/v3/login';
let ipCounter = 0;
/** Each test signs in from its own address, so the per-address throttle of one does not reach another. */
const nextIp = () => `10.9.0.${++ipCounter}`;

const call = (user: Registered, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}), remoteAddress: '10.8.0.1' });

/** A code of the authenticator, `offsetSteps` 30-second steps from the test clock's now. */
const codeAt = (secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));

/** Registers, signs in, turns MFA on; answers the secret and the recovery codes. */
const enrolled = async () => {
  const user = await registerAndLogin(t.app);
  const setup = (await call(user, 'POST', `${MFA}/totp`)).json<{ secret: string }>();
  const confirm = await call(user, 'POST', `${MFA}/totp/confirm`, { code: codeAt(setup.secret) });
  expect(confirm.statusCode).toBe(200);
  // The code of the set-up is spent: the next sign-in needs the next step's code.
  t.clock.advance(30_000);
  return { user, secret: setup.secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
};

const passwordStep = async (user: Registered, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'x-org': 'summit' },
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ mfaRequired?: true; challenge: string; jwt?: string }>();
};

const codeStep = (challenge: string, code: string, ip: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${LOGIN}/mfa${query}`,
    headers: { 'x-org': 'summit' },
    remoteAddress: ip,
    payload: { challenge, code },
  });

describe('turning two-step verification on', () => {
  it('shows a secret and a QR code, confirms with a first code, answers 10 recovery codes once', async () => {
    const user = await registerAndLogin(t.app);
    expect((await call(user, 'GET', MFA)).json()).toEqual({
      twoFactorEnabled: false,
      totpVerified: false,
      recoveryCodesLeft: 0,
    });

    const start = await call(user, 'POST', `${MFA}/totp`);
    expect(start.statusCode).toBe(200);
    const setup = start.json<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+issuer=/);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Asking again before confirming shows the same secret (a reload keeps the QR code already scanned).
    expect((await call(user, 'POST', `${MFA}/totp`)).json<{ secret: string }>().secret).toBe(setup.secret);

    const wrongCode = String((Number(codeAt(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call(user, 'POST', `${MFA}/totp/confirm`, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [englishOf(MFA_CODE_INCORRECT_MESSAGE)] });
    const notDigits = await call(user, 'POST', `${MFA}/totp/confirm`, { code: 'abc' });
    expect(notDigits.statusCode).toBe(400);

    const confirm = await call(user, 'POST', `${MFA}/totp/confirm`, { code: codeAt(setup.secret) });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    expect((await call(user, 'GET', MFA)).json()).toEqual({
      twoFactorEnabled: true,
      totpVerified: true,
      recoveryCodesLeft: 10,
    });
    const identity = await call(user, 'GET', '/identity/secure/api/v1_1/identity');
    expect(identity.json()).toMatchObject({ twoFactorEnabled: true, totpVerified: true });
    // The codes are shown once: a replayed confirm or a new start is refused.
    expect((await call(user, 'POST', `${MFA}/totp/confirm`, { code: codeAt(setup.secret) })).statusCode).toBe(409);
    expect((await call(user, 'POST', `${MFA}/totp`)).statusCode).toBe(409);
  });

  it('keeps neither the secret nor a recovery code in plain in any table', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const row = await t.db
      .selectFrom('identities')
      .selectAll()
      .where('uuid', '=', user.identityUuid)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).toMatch(/^v1\./);
    const plainValues = [secret, ...recoveryCodes, ...recoveryCodes.map((c) => c.replace('-', ''))];
    for (const table of ['identities', 'mfa_recovery_codes', 'mfa_challenges'] as const) {
      const dump = JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(t.db)).rows);
      for (const value of plainValues) {
        expect(dump).not.toContain(value);
        expect(dump.toLowerCase()).not.toContain(value.toLowerCase());
      }
    }
    const codes = await t.db
      .selectFrom('mfa_recovery_codes')
      .selectAll()
      .where('identity_uuid', '=', user.identityUuid)
      .execute();
    expect(codes).toHaveLength(10);
  });
});

describe('signing in with two-step verification on', () => {
  it('answers a challenge after the password, then the session for a right code; the same code twice is refused', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    const first = await passwordStep(user, ip);
    expect(first).toEqual({ mfaRequired: true, challenge: expect.any(String), expiresAt: expect.any(String) });
    expect(first.jwt).toBeUndefined();

    const code = codeAt(secret);
    const res = await codeStep(first.challenge, code, ip, '?redirectUrl=/account/heloc/abc');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ jwt: string; redirectUrl: string }>();
    expect(body.redirectUrl).toBe('/account/heloc/abc');
    expect(res.headers.authorization).toBe(`Bearer ${body.jwt}`);
    const me = await t.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: { authorization: `Bearer ${body.jwt}` },
    });
    expect(me.json<{ uuid: string }>().uuid).toBe(user.identityUuid);

    // The challenge is spent, and the code too: a new sign-in within the same 30 seconds cannot reuse it.
    expect((await codeStep(first.challenge, code, ip)).statusCode).toBe(401);
    const again = await passwordStep(user, ip);
    const replay = await codeStep(again.challenge, code, ip);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ errors: [englishOf(MFA_CODE_INCORRECT_MESSAGE)] });
    // An older code (of the step before the one used) is refused as well; the next step's code works.
    expect((await codeStep(again.challenge, codeAt(secret, -1), ip)).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await codeStep(again.challenge, codeAt(secret), ip)).statusCode).toBe(200);
  });

  it('accepts one code once even when two sign-ins send it at the same time', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    const [a, b] = [await passwordStep(user, ip), await passwordStep(user, ip)];
    const code = codeAt(secret);
    const statuses = (await Promise.all([codeStep(a.challenge, code, ip), codeStep(b.challenge, code, ip)])).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('accepts a recovery code once, in any case and without the dash', async () => {
    const { user, recoveryCodes } = await enrolled();
    const ip = nextIp();
    const [code] = recoveryCodes as [string];
    const first = await passwordStep(user, ip);
    const res = await codeStep(first.challenge, code.toUpperCase().replace('-', ' '), ip);
    expect(res.statusCode).toBe(200);
    expect((await call(user, 'GET', MFA)).json<{ recoveryCodesLeft: number }>().recoveryCodesLeft).toBe(9);

    const second = await passwordStep(user, ip);
    const reused = await codeStep(second.challenge, code, ip);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ errors: [englishOf(MFA_CODE_INCORRECT_MESSAGE)] });
  });

  it('refuses an unknown or expired challenge, and bad bodies with a message', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    expect((await codeStep('not-a-challenge', codeAt(secret), ip)).statusCode).toBe(401);
    const first = await passwordStep(user, ip);
    t.clock.advance(5 * 60_000 + 1);
    const late = await codeStep(first.challenge, codeAt(secret), ip);
    expect(late.statusCode).toBe(401);
    expect(late.json<{ errors: string[] }>().errors[0]).toMatch(/expired/);
    const bad = await codeStep(first.challenge, '12', ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors.join()).toContain('6-digit code');
  });

  it('counts wrong codes as failed sign-ins: the throttle answers 429 with Retry-After', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    let statuses: number[] = [];
    // Five wrong codes are free; a challenge allows five, so a second one is needed.
    for (let round = 0; round < 2; round++) {
      const { challenge } = await passwordStep(user, ip);
      for (let i = 0; i < 3; i++) statuses.push((await codeStep(challenge, wrong, ip)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const accountKey = `summit:${user.email}`;
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('succeeded')
      .where('account_key', '=', accountKey)
      .where('succeeded', '=', false)
      .execute();
    expect(failures).toHaveLength(5);
    // The password step is throttled too, with Retry-After.
    const blocked = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'x-org': 'summit' },
      remoteAddress: ip,
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    statuses = [];
  });

  it('stops a challenge after five wrong codes even when the throttle lets the caller through', async () => {
    const { user, secret } = await enrolled();
    const ip = nextIp();
    const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const { challenge } = await passwordStep(user, ip);
    for (let i = 0; i < 5; i++) {
      expect((await codeStep(challenge, wrong, ip)).statusCode).toBe(401);
      t.clock.advance(20 * 60_000); // past every wait
    }
    const res = await codeStep(challenge, codeAt(secret), ip);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ errors: string[] }>().errors[0]).toMatch(/expired/);
  });
});

describe('staff roles (isMfaRequired)', () => {
  it('refuses a staff identity without two-step verification, and lets it in with it', async () => {
    const { user, secret } = await enrolled();
    await t.db
      .updateTable('identities')
      .set({ profile_type: 'OPERATIONS' })
      .where('uuid', '=', user.identityUuid)
      .execute();
    const ip = nextIp();
    const { challenge } = await passwordStep(user, ip);
    expect((await codeStep(challenge, codeAt(secret), ip)).statusCode).toBe(200);

    const plain = await registerAndLogin(t.app);
    await t.db
      .updateTable('identities')
      .set({ profile_type: 'OPERATIONS' })
      .where('uuid', '=', plain.identityUuid)
      .execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'x-org': 'summit' },
      remoteAddress: nextIp(),
      payload: { email: plain.email, password: plain.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errors: string[] }>().errors[0]).toMatch(/requires two-step verification/);
  });
});

describe('turning two-step verification off', () => {
  it('needs the password and a current or recovery code; then the sign-in is one step again', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const wrongPassword = await call(user, 'POST', `${MFA}/disable`, {
      password: 'Wrong-Horse-9!',
      code: codeAt(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await call(user, 'POST', `${MFA}/disable`, { password: user.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await call(user, 'POST', `${MFA}/disable`, { password: user.password })).statusCode).toBe(400);

    const off = await call(user, 'POST', `${MFA}/disable`, { password: user.password, code: recoveryCodes[3]! });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ twoFactorEnabled: false, totpVerified: false, recoveryCodesLeft: 0 });
    const row = await t.db
      .selectFrom('identities')
      .selectAll()
      .where('uuid', '=', user.identityUuid)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).toBeNull();
    const left = await t.db
      .selectFrom('mfa_recovery_codes')
      .select('id')
      .where('identity_uuid', '=', user.identityUuid)
      .execute();
    expect(left).toHaveLength(0);
    expect(
      (await call(user, 'POST', `${MFA}/disable`, { password: user.password, code: codeAt(secret) })).statusCode,
    ).toBe(409);

    const signIn = await passwordStep(user, nextIp());
    expect(signIn.jwt).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', MFA],
      ['POST', `${MFA}/totp`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('passwords at registration', () => {
  const register = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register?organization=summit',
      payload: { email: uniqueEmail(), password, phoneNumber: '(555) 123-4567' },
    });

  it.each(['Password123!', 'Sunshine!2024', 'Qwerty123456!', 'Iloveyou1234!'])(
    'refuses the common password %s with a clear message',
    async (password) => {
      const res = await register(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [englishOf(COMMON_PASSWORD_MESSAGE)] });
    },
  );

  it('accepts a long passphrase, whole (up to 256 characters), and refuses a longer one', async () => {
    const passphrase = `${`Tangerine piano ${'orbit '.repeat(50)}`.slice(0, 246)}Lantern 7!`;
    expect(passphrase.length).toBe(256);
    const email = uniqueEmail();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register?organization=summit',
      payload: { email, password: passphrase, phoneNumber: '(555) 123-4567' },
    });
    expect(ok.statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'x-org': 'summit' },
        remoteAddress: nextIp(),
        payload: { email, password },
      });
    expect((await login(passphrase)).statusCode).toBe(200);
    // Never truncated: the passphrase less its last character is a wrong password.
    expect((await login(passphrase.slice(0, 255))).statusCode).toBe(401);
    expect((await register(`${passphrase}x`)).statusCode).toBe(400);
  });
});
