import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';
import { createHeloc, helocBody } from './engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('eligibility by orgCode (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7)', () => {
  it('lists the allowed states, the excluded disaster zips and the state licences', async () => {
    const states = await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=lakeshorecu');
    expect(states.json()).toEqual({ orgCode: 'lakeshorecu', allowedStates: ['IL', 'IN', 'MI', 'OH', 'WI'] });
    const zips = await get('/service-application/external/api/v1/heloc/zip-eligibility?orgCode=summit');
    expect(zips.json().excludedZips).toEqual(['90265', '90272', '91001']);
    const licenses = await get('/service-application/external/api/v1/heloc/state-licenses?orgCode=summitny');
    expect(licenses.json()).toEqual([{ abbrev: 'NY', name: 'New York', licenseNumber: null }]);
  });

  it('answers 404 for an unknown organisation and 400 without orgCode', async () => {
    expect((await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=nope')).statusCode).toBe(
      404,
    );
    expect((await get('/service-application/external/api/v1/heloc/state-licenses')).statusCode).toBe(400);
  });
});

describe('POST /waitlist/home-equity-loan-plus (docs/product/registration-and-routing.md §4)', () => {
  const entry = {
    firstName: 'Lee',
    lastName: 'Park',
    dob: { day: 1, month: 1, year: 1970 },
    email: 'lee@example.com',
    income: 90_000,
    street1: '1 Elm St',
    city: 'Albany',
    zip: '12207',
    consent: true,
  };
  const waitlist = (state: string, org = 'summit') =>
    t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      headers: { 'x-org': org },
      payload: { ...entry, state },
    });
  const entries = () => t.db.selectFrom('waitlist_entries').selectAll().execute();

  it('stores every check and wait-lists a state the organisation does not serve', async () => {
    expect((await waitlist('NY')).json()).toEqual({ waitlisted: true });
    expect((await waitlist('TX')).json()).toEqual({ waitlisted: false });
    expect((await waitlist('NY', 'summitny')).json()).toEqual({ waitlisted: false });
    expect((await entries()).map((e) => [e.org_code, e.state, e.waitlisted])).toEqual([
      ['summit', 'NY', true],
      ['summit', 'TX', false],
      ['summitny', 'NY', false],
    ]);
  });

  it('answers 400 to a bad body and stores nothing', async () => {
    const before = (await entries()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      payload: { ...entry, state: 'TX', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect((await entries()).length).toBe(before);
  });
});

describe('consents (docs/product/registration-and-routing.md §7)', () => {
  it('serves the SMS prompts and stores the answers with version and time', async () => {
    const sms = (await get('/service-comms-prefs/external/api/v1/consent/prompt/SMS')).json();
    const transactional = (await get('/service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL')).json();
    expect(sms).toMatchObject({ consentType: 'SMS', version: '2025-01' });
    expect(transactional.uuid).not.toBe(sms.uuid);
    expect((await get('/service-comms-prefs/external/api/v1/consent/prompt/EMAIL')).statusCode).toBe(400);
    // A reader of Spanish is shown the same prompt in Spanish (docs/i18n.md).
    const spanish = (
      await t.app.inject({
        method: 'GET',
        url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS',
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      })
    ).json();
    expect(spanish).toMatchObject({ uuid: sms.uuid, version: sms.version });
    expect(spanish.text).toMatch(/^Acepto recibir mensajes de texto promocionales/);

    const user = await registerAndLogin(t.app);
    const payload = {
      org: 'summit',
      source: 'heloc-registration',
      productType: 'HELOC',
      phone: '5125550100',
      email: user.email,
      consents: [
        { consentPromptUuid: sms.uuid, optInOut: 'OPT_IN' },
        { consentPromptUuid: transactional.uuid, optInOut: 'OPT_OUT' },
      ],
    };
    const url = '/service-comms-prefs/secure/api/v1/consent/user';
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const saved = await t.app.inject({ method: 'POST', url, headers: user.auth, payload });
    expect(saved.json()).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom('user_consents')
      .selectAll()
      .where('identity_uuid', '=', user.identityUuid)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.consent_type, r.version, r.opt_in_out])).toEqual([
      ['SMS', '2025-01', 'OPT_IN'],
      ['SMS_TRANSACTIONAL', '2025-01', 'OPT_OUT'],
    ]);
    expect(rows[0]?.created_at).toBeInstanceOf(Date);

    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: {
        ...payload,
        consents: [{ consentPromptUuid: '00000000-0000-4000-8000-000000000000', optInOut: 'OPT_IN' }],
      },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists the consent types with their versions', async () => {
    const types = (await get('/service-application/api/v1/application/heloc/consent-types')).json();
    expect(types.map((c: { type: string }) => c.type)).toEqual([
      'PRIVACY',
      'TERMS',
      'COMMUNICATIONS',
      'SOFT_CREDIT',
      'SMS',
      'SMS_TRANSACTIONAL',
    ]);
  });
});

describe('lead portal (docs/product/registration-and-routing.md §3, docs/product/application-area.md §7)', () => {
  const officer = '6f1c2a10-0000-4000-8000-000000000001';
  const referral = '9a7e3b20-0000-4000-8000-000000000002';

  it('answers the loan officer card, cacheable for 10 minutes, and its licensed states', async () => {
    const card = await get(`/service-lead-portal/api/lo/${officer}`);
    expect(card.headers['cache-control']).toBe('public, max-age=600');
    expect(card.json()).toMatchObject({
      originatorName: 'Dana Whitfield',
      brokerName: 'Keystone Mortgage Brokers',
      nmls: '7700101',
      licensedStates: ['PA', 'NJ', 'DE'],
      enforceLicensedStatesForReferral: true,
    });
    expect((await get(`/service-lead-portal/api/lo/${officer}?organization=summit`)).statusCode).toBe(404);
    expect((await get(`/service-lead-portal/api/lo/${officer}/licensed-states`)).json()).toEqual({
      licensedStates: ['PA', 'NJ', 'DE'],
      enforceLicensedStatesForReferral: true,
    });
    expect((await get('/service-lead-portal/api/lo/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers a referral, and its status turns USED once an application is created from it', async () => {
    expect((await get(`/service-lead-portal/api/referrals/${referral}`)).json()).toMatchObject({
      firstName: 'Casey',
      suffix: 'JR',
      state: 'CA',
    });
    const statusUrl = `/service-application/external/api/v1/heloc/referral-id/${referral}`;
    expect((await get(statusUrl)).json()).toEqual({ status: 'OPEN', email: 'casey.nguyen@example.com' });
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-application/api/v3/application/helocs?state=CA',
      headers: user.auth,
      payload: { ...helocBody({ state: 'CA', city: 'Sacramento', zip: '95814' }), referralId: referral },
    });
    expect(res.statusCode).toBe(201);
    expect((await get(statusUrl)).json().status).toBe('USED');
    expect((await get('/service-lead-portal/api/referrals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('blocks a state where an enforcing referrer has no licence (docs/product/registration-and-routing.md §5)', async () => {
    const user = await registerAndLogin(t.app, { org: 'keystone' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-application/api/v3/application/helocs?state=OH',
      headers: user.auth,
      payload: { ...helocBody({ state: 'OH', city: 'Columbus', zip: '43215' }), referrerId: officer },
    });
    expect(res.json()).toEqual({
      errors: [
        'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
      ],
    });
  });

  it('needs a referring loan officer for a wholesale partner (docs/product/registration-and-routing.md §5)', async () => {
    const user = await registerAndLogin(t.app, { org: 'keystone' });
    const payload = helocBody({ state: 'PA', city: 'Lancaster', zip: '17601' });
    const url = '/service-application/api/v3/application/helocs?state=PA';
    const without = await t.app.inject({ method: 'POST', url, headers: user.auth, payload });
    expect(without.statusCode).toBe(400);
    const withOfficer = await t.app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: { ...payload, referrerId: officer },
    });
    expect(withOfficer.statusCode).toBe(201);
    const application = (
      await get(`/service-application/api/v1/application/heloc/${withOfficer.json().uuid}`, user.auth)
    ).json();
    expect(application.referrer).toEqual({ referrerUuid: officer, wholesaleBrokerNmls: '3003001' });
  });

  it('answers offer codes and affiliate prefill', async () => {
    expect((await get('/service-application/api/v1/application/heloc/offercode/summit100')).json()).toMatchObject({
      offerCode: 'SUMMIT100',
      firstName: 'Avery',
      zip: '78704',
    });
    expect((await get('/service-application/api/v1/application/heloc/offercode/NOPE')).statusCode).toBe(404);
    expect((await get('/a/external/prepop?token=prepop-demo-1')).json()).toMatchObject({
      name: { firstName: 'Riley' },
      income: 145000,
    });
    expect((await get('/a/external/prepop?token=missing')).statusCode).toBe(404);
  });
});

describe('GET /service-address/external/api/v1/typeahead', () => {
  it('suggests city, state and zip for the typed street', async () => {
    const res = await get(
      `/service-address/external/api/v1/typeahead?query=${encodeURIComponent('123 Main St 78701')}`,
    );
    expect(res.json()).toEqual({
      suggestions: [{ street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' }],
    });
    expect((await get('/service-address/external/api/v1/typeahead')).statusCode).toBe(400);
  });
});

describe('experiments and trackers (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7)', () => {
  it('records experiments per application, with the spec message when the id is missing', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const url = `/service-application/api/v1/application/heloc/${uuid}/experiments`;
    const patch = (payload: unknown, target = url) =>
      t.app.inject({ method: 'PATCH', url: target, headers: user.auth, payload: payload as object });
    expect((await patch({ experiments: [{ name: 'redesign-2025', variation: 'on' }] })).json()).toEqual({ ok: true });
    await patch({
      experiments: [
        { name: 'redesign-2025', variation: 'off' },
        { name: 'ny-modal', variation: 'on' },
      ],
    });
    const row = await t.db
      .selectFrom('applications')
      .select('experiments')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.experiments).toEqual([
      { name: 'redesign-2025', variation: 'off' },
      { name: 'ny-modal', variation: 'on' },
    ]);
    const missing = await patch(
      { experiments: [{ name: 'x', variation: 'on' }] },
      '/service-application/api/v1/application/heloc/undefined/experiments',
    );
    expect(missing.json()).toEqual({ errors: ['App ID is required to save experiment'] });
    expect((await patch({ experiments: [] })).statusCode).toBe(400);
  });

  it('links the optimizely profile, saves the tracker and the session-replay link', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const profile = '3b5d7c1e-2f4a-4c6b-8d9e-0a1b2c3d4e5f';
    const base = '/service-application/api/v1/application/heloc';
    const linked = await t.app.inject({
      method: 'PATCH',
      url: `${base}/optermizerly-profile?identityUuid=${user.identityUuid}`,
      headers: user.auth,
      payload: { optimizelyProfileUuid: profile },
    });
    expect(linked.json()).toEqual({ ok: true });
    const other = await t.app.inject({
      method: 'PATCH',
      url: `${base}/optermizerly-profile?identityUuid=${profile}`,
      headers: user.auth,
      payload: { optimizelyProfileUuid: profile },
    });
    expect(other.statusCode).toBe(400);
    expect((await get('/service-application/api/v3/application/heloc/optermizerly-profile', user.auth)).json()).toEqual(
      { trackerId: profile },
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/tracker`,
          headers: user.auth,
          payload: { trackerUuid: profile },
        })
      ).json(),
    ).toEqual({ ok: true });
    const link = await t.app.inject({
      method: 'PUT',
      url: `${base}/${uuid}/full-story-link`,
      headers: user.auth,
      payload: { link: 'https://replay.example/s/1' },
    });
    expect(link.json()).toEqual({ ok: true });
    const row = await t.db
      .selectFrom('applications')
      .select('full_story_link')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.full_story_link).toBe('https://replay.example/s/1');
  });
});

describe('GET /api-docs', () => {
  it('lists the engine calls (docs/architecture.md)', async () => {
    const paths = Object.keys((await get('/api-docs')).json().paths);
    for (const path of [
      '/service-application/api/v3/application/helocs',
      '/service-heloc-borrower/api/v1/heloc/{uuid}/status',
      '/sandbox/api/v1/applications/{uuid}/status',
      '/sandbox/api/v1/applications/{uuid}/conditions',
      '/service-address/external/api/v1/typeahead',
      '/waitlist/home-equity-loan-plus',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
