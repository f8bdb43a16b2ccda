import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationFile, ConsoleSession } from '@heloc/domain/contracts';
import { type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { appUrl, createHeloc } from '../../../test/engine-fixtures';
import { type StaffSession, createPartialStaffSession, createStaffSession } from '../../../test/staff-fixtures';

// The session trail (docs/product/operations-console.md §9): a borrower's telemetry session, its link recorded on the
// application by the web's full-story-link call, and the console call that answers it to the lender's staff.
let t: TestApp;
let summit: StaffSession;
let keystone: StaffSession;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  summit = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Sam Support' });
  keystone = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['keystone'], name: 'Kim Keystone' });
});
afterAll(async () => t.close());

const ORIGIN = 'https://apply.summithomelending.example';
const SESSIONS = '/console/api/v1/sessions';

const openSession = async (org = 'summit') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ft/external/session',
    headers: { 'x-org': org },
    payload: {
      platform: 'WEB',
      libVersion: 'heloc-web-telemetry/1',
      referrer: 'https://search.example/?q=heloc',
      screenWidth: 1440,
      screenHeight: 900,
      windowWidth: 1280,
      windowHeight: 720,
      appVersion: '1.0.0',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ sessionKey: { uuid: string } }>().sessionKey.uuid;
};

const postEvent = async (sessionKey: string, pagePath: string, event: string, eventType: string, props = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ft/external/event',
    headers: { 'x-org': 'summit' },
    payload: { domain: ORIGIN, pagePath, event, eventType, sessionKey, eventProperties: props },
  });
  expect(res.statusCode).toBe(200);
};

/** A registration through the API that leaves a trail: pages and events, then the application and its link. */
const registerWithTrail = async () => {
  const sessionKey = await openSession();
  await postEvent(sessionKey, '/account/heloc/register-v2', 'PAGEVIEW', 'PAGEVIEW');
  t.clock.advance(5_000);
  await postEvent(sessionKey, '/account/heloc/register-v2', 'heloc-register-start', 'TRACK', { step: 'property-info' });
  t.clock.advance(60_000);
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  await postEvent(sessionKey, '/account/heloc/register-v2', 'helocStarted', 'TRACK');
  const link = `${ORIGIN}/console/sessions/${sessionKey}`;
  const put = await t.app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/full-story-link`,
    headers: user.auth,
    payload: { link },
  });
  expect(put.statusCode).toBe(200);
  return { sessionKey, uuid, link };
};

const getTrail = (session: { headers: Record<string, string> } | undefined, key: string) =>
  t.app.inject({ url: `${SESSIONS}/${key}`, headers: session?.headers ?? {} });

describe('the session trail (docs/product/operations-console.md §9)', () => {
  it("stores the web's session link on the application and shows it on the console's file", async () => {
    const { uuid, link } = await registerWithTrail();
    const file = await t.app.inject({ url: `/console/api/v1/applications/${uuid}`, headers: summit.headers });
    expect(file.statusCode).toBe(200);
    expect(file.json<ApplicationFile>().sessionLink).toBe(link);
  });

  it('answers the session and its events in the order they happened', async () => {
    const { sessionKey } = await registerWithTrail();
    const res = await getTrail(summit, sessionKey);
    expect(res.statusCode).toBe(200);
    const trail = res.json<ConsoleSession>();
    expect(trail).toMatchObject({
      sessionKey,
      orgCode: 'summit',
      platform: 'WEB',
      screen: { width: 1440, height: 900 },
      window: { width: 1280, height: 720 },
      referrer: 'https://search.example/?q=heloc',
    });
    expect(trail.events.map((e) => [e.event, e.eventType, e.pagePath])).toEqual([
      ['PAGEVIEW', 'PAGEVIEW', '/account/heloc/register-v2'],
      ['heloc-register-start', 'TRACK', '/account/heloc/register-v2'],
      ['helocStarted', 'TRACK', '/account/heloc/register-v2'],
    ]);
    expect(trail.events[1]?.properties).toEqual({ step: 'property-info' });
    const times = trail.events.map((e) => Date.parse(e.at));
    expect(times[1]! - times[0]!).toBe(5_000);
    expect(Date.parse(trail.startedAt)).toBeLessThanOrEqual(times[0]!);
  });

  it('keeps events recorded at the same instant in the order they came', async () => {
    const sessionKey = await openSession();
    for (const path of ['/one', '/two', '/three', '/four']) await postEvent(sessionKey, path, 'PAGEVIEW', 'PAGEVIEW');
    const trail = (await getTrail(summit, sessionKey)).json<ConsoleSession>();
    expect(trail.events.map((e) => e.pagePath)).toEqual(['/one', '/two', '/three', '/four']);
  });

  it('answers 401 without a staff session (or before the second factor) and 403 to a member without FILE_READ', async () => {
    const { sessionKey } = await registerWithTrail();
    expect((await getTrail(undefined, sessionKey)).statusCode).toBe(401);
    const borrower = await registerAndLogin(t.app);
    expect((await getTrail({ headers: borrower.auth }, sessionKey)).statusCode).toBe(401);
    const partial = await createPartialStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    expect((await getTrail(partial, sessionKey)).statusCode).toBe(401);
    const noRole = await createStaffSession(t.app, { roles: [], orgCodes: ['summit'] });
    expect((await getTrail(noRole, sessionKey)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown session or one of an organisation the member is not scoped to', async () => {
    const { sessionKey } = await registerWithTrail();
    const unknown = await getTrail(summit, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.length).toBeGreaterThan(0);
    expect((await getTrail(keystone, sessionKey)).statusCode).toBe(404);
  });

  it('answers 400 for a key that is not a session key', async () => {
    const res = await getTrail(summit, 'not-a-session');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});
