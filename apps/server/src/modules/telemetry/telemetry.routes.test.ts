import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-org': 'summit' }, payload });
const sessionBody = {
  platform: 'WEB',
  libVersion: '1.0.0',
  screenWidth: 1280,
  screenHeight: 800,
  windowWidth: 1200,
  windowHeight: 700,
  appVersion: '0.1.0',
};
const eventsNamed = (event: string) =>
  t.db.selectFrom('telemetry_events').selectAll().where('event', '=', event).execute();

describe('POST /ft/{context}/session (docs/product/widgets-and-calculations.md §7)', () => {
  it('opens a session and answers its key, epoch and tracker', async () => {
    const res = await post('/ft/external/session', sessionBody);
    expect(res.statusCode).toBe(200);
    const { sessionKey } = res.json();
    expect(sessionKey).toEqual({
      uuid: expect.any(String),
      epoch: t.clock.now().getTime(),
      trackerUuid: expect.any(String),
    });
  });

  it('resumes a known session instead of opening a second one (the client retries)', async () => {
    const first = (await post('/ft/external/session', sessionBody)).json().sessionKey;
    const again = await post('/ft/external/session', { ...sessionBody, sessionKey: first.uuid });
    expect(again.json().sessionKey).toEqual(first);
  });

  it('answers 400 for an unknown context or a bad body, storing nothing', async () => {
    expect((await post('/ft/internal/session', sessionBody)).statusCode).toBe(400);
    const bad = await post('/ft/external/session', { ...sessionBody, platform: 'IOS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
  });
});

describe('POST /ft/{context}/event (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7)', () => {
  const event = (overrides: object = {}) => ({
    domain: 'apply.summithomelending.example',
    pagePath: '/account/heloc/register-v2',
    event: 'heloc-register-start',
    eventType: 'TRACK',
    productType: 'HELOC',
    eventProperties: { step: 'property-info' },
    ...overrides,
  });

  it('stores the event with its organisation and properties', async () => {
    const res = await post('/ft/external/event', event());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await eventsNamed('heloc-register-start');
    expect(row).toMatchObject({
      context: 'external',
      org_code: 'summit',
      event_type: 'TRACK',
      event_properties: { step: 'property-info' },
    });
  });

  it('stores a repeated event of one session once, unless dontDedupe is set', async () => {
    const sessionKey = (await post('/ft/external/session', sessionBody)).json().sessionKey.uuid;
    const pageview = event({ event: 'PAGEVIEW', eventType: 'PAGEVIEW', sessionKey });
    await post('/ft/external/event', pageview);
    await post('/ft/external/event', pageview);
    expect(await eventsNamed('PAGEVIEW')).toHaveLength(1);
    await post('/ft/external/event', { ...pageview, dontDedupe: true });
    expect(await eventsNamed('PAGEVIEW')).toHaveLength(2);
  });

  it('answers 400 for a body without an event name or a relative page path', async () => {
    const res = await post('/ft/external/event', event({ event: '', pagePath: 'register' }));
    expect(res.statusCode).toBe(400);
    expect(await eventsNamed('')).toHaveLength(0);
  });
});
