import {
  STAFF_AUTHENTICATOR_NOT_STARTED_MESSAGE,
  STAFF_CODE_INCORRECT_MESSAGE,
  STAFF_DISABLE_SELF_MESSAGE,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_LINK_INVALID_MESSAGE,
  STAFF_MEMBER_EXISTS_MESSAGE,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_REMOVE_OWN_ADMIN_MESSAGE,
  STAFF_SET_UP_LINK_HOURS,
  STAFF_SIGN_IN_REFUSED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from '@heloc/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxEmails } from '../../platform/email';
import { totpCodeAt } from '../../platform/auth/totp';
import { type TestApp, buildTestApp, registerAndLogin, twoNodesOnOneDatabase } from '../../../test/helper';
import { createStaffSession, uniqueStaffEmail } from '../../../test/staff-fixtures';
import { contextOf } from '../service-context';
import { createAdmin } from './create-admin.service';

/*
 * Staff sign-in and the team (docs/product/operations-console.md §1): the set-up link, the password, the
 * authenticator and its recovery codes, the idle timeout, disabling a member, the invitation e-mail, the audit trail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const API = '/staff/api/v1';
const PASSWORD = 'A-staff-password-42';
let ipCounter = 0;
/** Each test signs in from its own address, so the login throttle of one does not reach another. */
const nextIp = () => `10.7.0.${++ipCounter}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codeNow = (secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));

const setUp = (token: string, name = 'Grace Hopper', password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${API}/set-up`, payload: { token, name, password } });
const signIn = (email: string, ip: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${API}/sign-in`, remoteAddress: ip, payload: { email, password } });
const secondFactor = (token: string, payload: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/sign-in/second-factor`,
    headers: bearer(token),
    remoteAddress: ip,
    payload,
  });
const me = (token: string) => t.app.inject({ url: `${API}/me`, headers: bearer(token) });

/** A member from the command's service, through the whole first sign-in: answers their session and secrets. */
const enrolledAdmin = async (orgCodes = ['summit']) => {
  const email = uniqueStaffEmail('admin');
  const ip = nextIp();
  const { token: linkToken } = await createAdmin(contextOf(t.app), { email, orgCodes });
  expect((await setUp(linkToken)).statusCode).toBe(200);
  const signedIn = (await signIn(email, ip)).json<{ token: string; secondFactor: string }>();
  const start = await t.app.inject({
    method: 'POST',
    url: `${API}/sign-in/authenticator`,
    headers: bearer(signedIn.token),
  });
  const { secret } = start.json<{ secret: string }>();
  const done = await secondFactor(signedIn.token, { code: codeNow(secret) }, ip);
  expect(done.statusCode).toBe(200);
  return {
    email,
    ip,
    secret,
    token: signedIn.token,
    recoveryCodes: done.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
};

describe('the first sign-in: set-up link, password, authenticator, recovery codes', () => {
  it('goes from the set-up link to the console, the session opening nothing before the second factor', async () => {
    const email = uniqueStaffEmail('first');
    const ip = nextIp();
    const { token: linkToken, member } = await createAdmin(contextOf(t.app), { email, orgCodes: ['summit'] });
    expect(member).toMatchObject({ email, roles: ['ADMIN'], orgCodes: ['summit'], state: 'PENDING' });

    const set = await setUp(linkToken);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email });
    // The link is spent.
    const again = await setUp(linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [STAFF_LINK_INVALID_MESSAGE] });

    const signedIn = await signIn(email.toUpperCase(), ip);
    expect(signedIn.statusCode).toBe(200);
    const { token, secondFactor: step } = signedIn.json<{ token: string; secondFactor: string }>();
    expect(step).toBe('SET_UP');
    // A partial session opens no 'staff' call.
    const partial = await me(token);
    expect(partial.statusCode).toBe(401);
    expect(partial.json()).toEqual({ errors: [UNAUTHENTICATED_MESSAGE] });

    const start = await t.app.inject({ method: 'POST', url: `${API}/sign-in/authenticator`, headers: bearer(token) });
    expect(start.statusCode).toBe(200);
    const auth = start.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(auth.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(auth.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Asking again before confirming answers the same secret.
    const restart = await t.app.inject({ method: 'POST', url: `${API}/sign-in/authenticator`, headers: bearer(token) });
    expect(restart.json<{ secret: string }>().secret).toBe(auth.secret);
    // The secret is sealed at rest.
    const row = await t.db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).not.toContain(auth.secret);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const wrong = String((Number(codeNow(auth.secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await secondFactor(token, { code: wrong }, ip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [STAFF_CODE_INCORRECT_MESSAGE] });

    const done = await secondFactor(token, { code: codeNow(auth.secret) }, ip);
    expect(done.statusCode).toBe(200);
    const body = done.json<{ member: { permissions: string[]; state: string }; recoveryCodes: string[] }>();
    expect(body.member.state).toBe('ACTIVE');
    expect(body.member.permissions).toContain('STAFF_MANAGE');
    expect(body.recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(body.recoveryCodes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
    // Only keyed hashes of the codes are kept.
    const stored = await t.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('member_uuid', '=', row.uuid)
      .execute();
    expect(stored).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes) {
      expect(stored.map((s) => s.code_hash)).not.toContain(code);
      expect(stored.map((s) => s.code_hash)).not.toContain(code.replace('-', ''));
    }

    const self = await me(token);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ email, roles: ['ADMIN'], state: 'ACTIVE' });
    const members = await t.app.inject({ url: `${API}/members`, headers: bearer(token) });
    expect(members.statusCode).toBe(200);
    expect(members.json<{ email: string }[]>().map((m) => m.email)).toContain(email);
    // The authenticator is confirmed: starting again is 409.
    const late = await t.app.inject({ method: 'POST', url: `${API}/sign-in/authenticator`, headers: bearer(token) });
    expect(late.statusCode).toBe(409);

    // The next sign-in asks for the code; the staff token opens no borrower call.
    const next = (await signIn(email, ip)).json<{ secondFactor: string; token: string }>();
    expect(next.secondFactor).toBe('CODE');
    const borrowerCall = await t.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: bearer(token),
    });
    expect(borrowerCall.statusCode).toBe(401);
  });

  it('accepts an authenticator code once: a replay within its step is refused, the next step is accepted', async () => {
    const admin = await enrolledAdmin();
    // The set-up's code is spent: a new sign-in in the same step cannot reuse it.
    const replayed = (await signIn(admin.email, admin.ip)).json<{ token: string }>();
    const refused = await secondFactor(replayed.token, { code: codeNow(admin.secret) }, admin.ip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [STAFF_CODE_INCORRECT_MESSAGE] });
    expect((await me(replayed.token)).statusCode).toBe(401);
    t.clock.advance(30_000);
    const accepted = await secondFactor(replayed.token, { code: codeNow(admin.secret) }, admin.ip);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ recoveryCodes?: string[] }>().recoveryCodes).toBeUndefined();
    expect((await me(replayed.token)).statusCode).toBe(200);
  });

  it('spends a recovery code once', async () => {
    const admin = await enrolledAdmin();
    const code = admin.recoveryCodes[0] as string;
    const first = (await signIn(admin.email, admin.ip)).json<{ token: string }>();
    const used = await secondFactor(first.token, { recoveryCode: code.toUpperCase() }, admin.ip);
    expect(used.statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(200);
    const second = (await signIn(admin.email, admin.ip)).json<{ token: string }>();
    const reused = await secondFactor(second.token, { recoveryCode: code }, admin.ip);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ errors: [STAFF_CODE_INCORRECT_MESSAGE] });
    expect((await me(second.token)).statusCode).toBe(401);
    const other = await secondFactor(second.token, { recoveryCode: admin.recoveryCodes[1] as string }, admin.ip);
    expect(other.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled member with one message, and throttles guessing', async () => {
    const admin = await enrolledAdmin();
    const ip = nextIp();
    const wrong = await signIn(admin.email, ip, 'not-the-password-1');
    const unknown = await signIn(uniqueStaffEmail('nobody'), ip);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [STAFF_SIGN_IN_REFUSED_MESSAGE] });
    expect(unknown.json()).toEqual(wrong.json());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(admin.email, nextIp(), 'still-wrong-password')).statusCode);
    expect(statuses).toContain(429);
    const blocked = await signIn(admin.email, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an expired set-up link', async () => {
    const { token } = await createAdmin(contextOf(t.app), { email: uniqueStaffEmail('late'), orgCodes: ['summit'] });
    t.clock.advance(STAFF_SET_UP_LINK_HOURS * 3_600_000 + 1000);
    const late = await setUp(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ errors: [STAFF_LINK_INVALID_MESSAGE] });
    expect((await setUp('not-a-link')).statusCode).toBe(400);
  });
});

describe('the second factor, refused out of order', () => {
  it('asks for the authenticator first, and takes no recovery code before one is set up', async () => {
    const email = uniqueStaffEmail('order');
    const ip = nextIp();
    const { token: link } = await createAdmin(contextOf(t.app), { email, orgCodes: ['summit'] });
    await setUp(link);
    const { token } = (await signIn(email, ip)).json<{ token: string }>();
    const early = await secondFactor(token, { code: '123456' }, ip);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: [STAFF_AUTHENTICATOR_NOT_STARTED_MESSAGE] });
    await t.app.inject({ method: 'POST', url: `${API}/sign-in/authenticator`, headers: bearer(token) });
    const recovery = await secondFactor(token, { recoveryCode: 'abcde-fghjk' }, ip);
    expect(recovery.statusCode).toBe(400);
    expect((await me(token)).statusCode).toBe(401);
    // Signing out works before the second factor too.
    expect((await t.app.inject({ method: 'POST', url: `${API}/sign-out`, headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await secondFactor(token, { code: '123456' }, ip)).statusCode).toBe(401);
  });

  it('accepts one code once when two sign-ins send it at the same time', async () => {
    const admin = await enrolledAdmin();
    t.clock.advance(30_000);
    const [a, b] = await Promise.all([signIn(admin.email, admin.ip), signIn(admin.email, admin.ip)]);
    const code = codeNow(admin.secret);
    const answers = await Promise.all(
      [a, b].map((r) => secondFactor(r.json<{ token: string }>().token, { code }, admin.ip)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a new set-up link starts a member afresh: sessions end, the next sign-in sets up a new authenticator', async () => {
    const member = await createStaffSession(t.app, { roles: ['CLOSER'], orgCodes: ['summit'] });
    const { token: link, created } = await createAdmin(contextOf(t.app), { email: member.member.email });
    expect(created).toBe(false);
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await setUp(link, 'Carla Closer', 'A-brand-new-password-7')).statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    const next = await signIn(member.member.email, nextIp(), 'A-brand-new-password-7');
    expect(next.json<{ secondFactor: string }>().secondFactor).toBe('SET_UP');
  });
});

describe('sessions', () => {
  it('end after 15 minutes without a request, and stay alive while used', async () => {
    const session = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
    t.clock.advance(14 * 60_000);
    expect((await me(session.token)).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await me(session.token)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const idle = await me(session.token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ errors: [UNAUTHENTICATED_MESSAGE] });
    const rows = await t.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('member_uuid', '=', session.memberUuid)
      .execute();
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    // Ended for good, even once the clock is read again.
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('end 12 hours after sign-in however busy', async () => {
    const session = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
    for (let minutes = 0; minutes < 12 * 60 - 14; minutes += 14) {
      t.clock.advance(14 * 60_000);
      expect((await me(session.token)).statusCode).toBe(200);
    }
    t.clock.advance(14 * 60_000);
    expect((await me(session.token)).statusCode).toBe(401);
    // A week after, the next sign-in forgets the ended session.
    const sessionsOf = () =>
      t.db.selectFrom('staff_sessions').select('token_hash').where('member_uuid', '=', session.memberUuid).execute();
    expect(await sessionsOf()).toHaveLength(1);
    t.clock.advance(7 * 24 * 3_600_000);
    expect((await signIn(session.member.email, nextIp(), session.member.password)).statusCode).toBe(200);
    expect(await sessionsOf()).toHaveLength(1);
  });

  it('end with sign-out', async () => {
    const session = await createStaffSession(t.app, { roles: ['CLOSER'], orgCodes: ['summit'] });
    const out = await t.app.inject({ method: 'POST', url: `${API}/sign-out`, headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('are refused for a borrower token, and a staff token opens no borrower call', async () => {
    const borrower = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: `${API}/me`, headers: borrower.auth })).statusCode).toBe(401);
    const session = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const call = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: session.headers });
    expect(call.statusCode).toBe(401);
    expect(call.json<{ errors: string[] }>().errors).toHaveLength(1);
  });
});

describe('the team', () => {
  it('an invitation lands in the outbox with a set-up link that works', async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'], name: 'Ada Admin' });
    const email = uniqueStaffEmail('invited');
    const invite = await t.app.inject({
      method: 'POST',
      url: `${API}/members`,
      headers: { ...admin.headers, host: 'console.lender.example' },
      payload: { email: email.toUpperCase(), name: 'Ivy Invited', roles: ['UNDERWRITER'], orgCodes: ['SUMMIT'] },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({
      email,
      name: 'Ivy Invited',
      roles: ['UNDERWRITER'],
      orgCodes: ['summit'],
      state: 'PENDING',
    });

    const [mail] = await listOutboxEmails(t.db, { to: email, limit: 5 });
    expect(mail?.kind).toBe('STAFF_INVITATION');
    expect(mail?.text_body).toContain('Ada Admin invited you to the Summit Home Lending operations console');
    expect(mail?.text_body).not.toContain("lender's operations console");
    expect(mail?.from_address).toBe('"Summit Home Lending" <support@apply.summithomelending.example>');
    const url = /https?:\/\/\S+\/console\/set-up\?token=\S+/.exec(mail?.text_body ?? '')?.[0];
    expect(url).toMatch(/^http:\/\/console\.lender\.example\/console\/set-up\?token=/);
    const token = new URL(url as string).searchParams.get('token') as string;
    const link = await t.app.inject({ method: 'POST', url: `${API}/set-up/link`, payload: { token } });
    expect(link.json()).toEqual({ name: 'Ivy Invited', email });
    expect((await setUp(token, 'Ivy Invited')).statusCode).toBe(200);
    const spent = await t.app.inject({ method: 'POST', url: `${API}/set-up/link`, payload: { token } });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({ errors: [STAFF_LINK_INVALID_MESSAGE] });
    const signedIn = await signIn(email, nextIp());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ secondFactor: string }>().secondFactor).toBe('SET_UP');

    const twice = await t.app.inject({
      method: 'POST',
      url: `${API}/members`,
      headers: admin.headers,
      payload: { email, name: 'Again', roles: ['CLOSER'], orgCodes: ['summit'] },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: [STAFF_MEMBER_EXISTS_MESSAGE] });
    const badOrg = await t.app.inject({
      method: 'POST',
      url: `${API}/members`,
      headers: admin.headers,
      payload: { email: uniqueStaffEmail(), name: 'Nope', roles: ['CLOSER'], orgCodes: ['no-such-org'] },
    });
    expect(badOrg.statusCode).toBe(400);

    const audit = await t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'member.invite')
      .where('member_uuid', '=', admin.memberUuid)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ application_uuid: null, before: null, after: { email, state: 'PENDING' } });
    expect(audit[0]?.actor).toContain('Ada Admin');
  });

  it("a disabled member's sessions end at once and they cannot sign in; enabled, they can again", async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const member = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
    const ip = nextIp();
    const partial = (await signIn(member.member.email, ip, member.member.password)).json<{ token: string }>();
    expect((await me(member.token)).statusCode).toBe(200);

    const disabled = await t.app.inject({
      method: 'POST',
      url: `${API}/members/${member.memberUuid}/disable`,
      headers: admin.headers,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ uuid: member.memberUuid, state: 'DISABLED' });
    expect((await me(member.token)).statusCode).toBe(401);
    const stillPartial = await secondFactor(partial.token, { code: codeNow(member.member.totpSecret) }, ip);
    expect(stillPartial.statusCode).toBe(401);
    const refused = await signIn(member.member.email, ip, member.member.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [STAFF_SIGN_IN_REFUSED_MESSAGE] });

    const self = await t.app.inject({
      method: 'POST',
      url: `${API}/members/${admin.memberUuid}/disable`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ errors: [STAFF_DISABLE_SELF_MESSAGE] });

    const enabled = await t.app.inject({
      method: 'POST',
      url: `${API}/members/${member.memberUuid}/enable`,
      headers: admin.headers,
    });
    expect(enabled.json()).toMatchObject({ state: 'ACTIVE' });
    // The ended session stays ended; a new sign-in works.
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await signIn(member.member.email, ip, member.member.password)).statusCode).toBe(200);

    const actions = await t.db
      .selectFrom('staff_audit')
      .select(['action', 'before', 'after'])
      .where('member_uuid', '=', admin.memberUuid)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['member.disable', 'member.enable']);
    expect(actions[0]).toMatchObject({ before: { state: 'ACTIVE' }, after: { state: 'DISABLED' } });
  });

  it('a disable on one server node ends the sessions on it at once and on every other node once announced', async () => {
    const nodes = await twoNodesOnOneDatabase({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, t.clock.now);
    try {
      const admin = await createStaffSession(nodes.nodeA, { roles: ['ADMIN'], orgCodes: ['summit'] });
      const member = await createStaffSession(nodes.nodeA, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
      const meOn = (node: typeof nodes.nodeA) => node.inject({ url: `${API}/me`, headers: member.headers });
      expect((await meOn(nodes.nodeB)).statusCode).toBe(200);
      const disabled = await nodes.nodeA.inject({
        method: 'POST',
        url: `${API}/members/${member.memberUuid}/disable`,
        headers: admin.headers,
      });
      expect(disabled.statusCode).toBe(200);
      expect((await meOn(nodes.nodeA)).statusCode).toBe(401);
      // Node B kept the session it checked until the database announces the write (milliseconds).
      await vi.waitFor(async () => expect((await meOn(nodes.nodeB)).statusCode).toBe(401), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await nodes.close();
    }
  });

  it("an admin changes a member's roles and organisations; others see only members of their organisations", async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const member = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['keystone'] });
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${API}/members/${member.memberUuid}`,
      headers: admin.headers,
      payload: { roles: ['CLOSER', 'PROCESSOR'], orgCodes: ['keystone', 'summitny'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ roles: ['CLOSER', 'PROCESSOR'], orgCodes: ['keystone', 'summitny'] });
    // The session reads the member on every request: the new roles count at once.
    const self = await me(member.token);
    expect(self.json<{ permissions: string[] }>().permissions).toContain('CLOSING_MANAGE');
    const [audit] = await t.db
      .selectFrom('staff_audit')
      .select(['before', 'after'])
      .where('action', '=', 'member.update')
      .where('member_uuid', '=', admin.memberUuid)
      .execute();
    expect(audit).toMatchObject({ before: { roles: ['SUPPORT_AGENT'] }, after: { roles: ['CLOSER', 'PROCESSOR'] } });

    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${API}/members/00000000-0000-4000-8000-000000000000`,
      headers: admin.headers,
      payload: { roles: ['CLOSER'] },
    });
    expect(missing.statusCode).toBe(404);

    const list = (await t.app.inject({ url: `${API}/members`, headers: member.headers })).json<
      { uuid: string; orgCodes: string[] }[]
    >();
    expect(list.map((m) => m.uuid)).toContain(member.memberUuid);
    expect(list.map((m) => m.uuid)).not.toContain(admin.memberUuid);
    expect(list.every((m) => m.orgCodes.some((c) => ['keystone', 'summitny'].includes(c)))).toBe(true);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `${API}/members/${admin.memberUuid}/disable`,
      headers: member.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ errors: [STAFF_FORBIDDEN_MESSAGE] });
  });
  it('an admin cannot remove their own ADMIN role (409), but may change the rest of their own access', async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const patchSelf = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${API}/members/${admin.memberUuid}`, headers: admin.headers, payload });

    const refused = await patchSelf({ roles: ['PROCESSOR'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [STAFF_REMOVE_OWN_ADMIN_MESSAGE] });
    expect((await me(admin.token)).json()).toMatchObject({ roles: ['ADMIN'] });
    const refusals = await t.db
      .selectFrom('staff_audit')
      .select('action')
      .where('action', '=', 'member.update')
      .where('member_uuid', '=', admin.memberUuid)
      .execute();
    expect(refusals).toHaveLength(0);

    const kept = await patchSelf({ roles: ['ADMIN', 'UNDERWRITER'], orgCodes: ['summit', 'keystone'] });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ roles: ['ADMIN', 'UNDERWRITER'], orgCodes: ['summit', 'keystone'] });

    // Another admin may take the role away.
    const other = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const byOther = await t.app.inject({
      method: 'PATCH',
      url: `${API}/members/${admin.memberUuid}`,
      headers: other.headers,
      payload: { roles: ['UNDERWRITER'] },
    });
    expect(byOther.statusCode).toBe(200);
    expect(byOther.json()).toMatchObject({ roles: ['UNDERWRITER'] });
  });
});

describe('organisations by display name', () => {
  it('lists every organisation to an admin and only their own to anyone else, by display name', async () => {
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const processor = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['lakeshorecu'] });
    const all = (await t.app.inject({ url: `${API}/organisations`, headers: admin.headers })).json<
      { orgCode: string; displayName: string }[]
    >();
    expect(all).toContainEqual({ orgCode: 'summit', displayName: 'Summit Home Lending' });
    expect(all).toContainEqual({ orgCode: 'lakeshorecu', displayName: 'Lakeshore Community Credit Union' });
    const own = await t.app.inject({ url: `${API}/organisations`, headers: processor.headers });
    expect(own.json()).toEqual([{ orgCode: 'lakeshorecu', displayName: 'Lakeshore Community Credit Union' }]);
    expect((await t.app.inject({ url: `${API}/organisations` })).statusCode).toBe(401);
  });
});
