import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';

/*
 * Feedback to the CEO (docs/product/application-area.md §5.1, §7): a signed-in borrower sends it; it is stored with
 * who sent it, from where; admins read it in the console, newest first.
 */
const SEND = '/service-profile/api/v1/feedback/ceo';
const LIST = '/console/api/v1/ceo-feedback';

let t: TestApp;
let borrower: Registered;
let admin: StaffSession;
let otherAdmin: StaffSession;
let processor: StaffSession;

const feedback = (overrides: Record<string, unknown> = {}) => ({
  message: 'The offers screen could show the monthly payment.',
  topic: 'IMPROVE',
  marketingConsent: true,
  pathname: '/account/heloc/abc/product/select',
  productType: 'HELOC',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  borrower = await registerAndLogin(t.app, { org: 'summit' });
  await t.db
    .updateTable('profiles')
    .set({ first_name: 'Ada', last_name: 'lovelace' })
    .where('identity_uuid', '=', borrower.identityUuid)
    .execute();
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['keystone'] });
  processor = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
});
afterAll(async () => t.close());

describe('POST /service-profile/api/v1/feedback/ceo', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'POST', url: SEND, payload: feedback() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a short message', { message: 'Too short' }, 'Must be at least 10 characters'],
    ['a long message', { message: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('answers the form rule for %s', async (_, overrides, error) => {
    const res = await t.app.inject({ method: 'POST', url: SEND, headers: borrower.auth, payload: feedback(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.join(' ')).toContain(error);
  });

  it('refuses an unknown topic and a missing consent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: borrower.auth,
      payload: feedback({ topic: 'COMPLAIN', marketingConsent: undefined }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });

  it('stores it once however often it is sent, with the latest consent', async () => {
    const before = await countRows(t.db, 'ceo_feedback');
    const payload = feedback({ message: 'Please keep the dashboard as simple as it is.', topic: 'COMPLIMENT' });
    const sends = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: SEND, headers: borrower.auth, payload })),
    );
    expect(sends.map((res) => [res.statusCode, res.json()])).toEqual([
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
    await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: borrower.auth,
      payload: { ...payload, marketingConsent: false },
    });
    expect(await countRows(t.db, 'ceo_feedback')).toBe(before + 1);
    const list = (await t.app.inject({ url: LIST, headers: admin.headers })).json<
      { message: string; marketingConsent: boolean }[]
    >();
    expect(list.find((row) => row.message === payload.message)?.marketingConsent).toBe(false);
  });

  it('keeps an application only when the sender takes part in it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: borrower.auth,
      payload: feedback({ message: 'Somebody else’s application named here.', applicationUuid: randomUUID() }),
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('ceo_feedback')
      .select(['application_uuid', 'org_code', 'identity_uuid'])
      .where('message', '=', 'Somebody else’s application named here.')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ application_uuid: null, org_code: 'summit', identity_uuid: borrower.identityUuid });
  });
});

describe('the console feedback list (CEO_FEEDBACK_READ)', () => {
  it('shows the organisation’s feedback newest first, with the sender as a quote would name them', async () => {
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: borrower.auth,
      payload: feedback({ message: 'The newest feedback of all.', pathname: '/dashboard' }),
    });
    const res = await t.app.inject({ url: `${LIST}?orgCode=summit`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [first] = res.json<Record<string, unknown>[]>();
    expect(first).toMatchObject({
      message: 'The newest feedback of all.',
      topic: 'IMPROVE',
      marketingConsent: true,
      pathname: '/dashboard',
      applicationUuid: null,
      senderName: 'Ada L.',
      senderEmail: borrower.email,
      orgCode: 'summit',
    });
  });

  it('is 403 to a member whose roles do not read it, and 404 for an organisation not theirs', async () => {
    expect((await t.app.inject({ url: LIST, headers: processor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${LIST}?orgCode=summit`, headers: otherAdmin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: LIST, headers: otherAdmin.headers })).json()).toEqual([]);
  });
});
