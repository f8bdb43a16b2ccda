import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSweeper } from '../src/workflow/workflow.plugin';
import { type TestApp, buildTestApp, countRows, registerAndLogin } from './helper';
import { CREATE_URL, SANDBOX_HEADERS, appUrl, createHeloc, helocBody, readStatus, statusUrl } from './engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const post = (auth: Record<string, string>, body: unknown, state = 'TX', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${CREATE_URL}?state=${state}`,
    headers: { ...auth, ...headers },
    payload: body as object,
  });

const rowCounts = async () => {
  const db = t.db;
  const count = async (table: 'status_history' | 'scheduled_transitions' | 'application_participants') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [
    await countRows(t.db, 'applications'),
    await count('status_history'),
    await count('scheduled_transitions'),
    await count('application_participants'),
  ];
};

describe('POST /service-application/api/v3/application/helocs (docs/product/registration-and-routing.md §7)', () => {
  it('creates once: a retry with the same idempotency key, or any second submit, answers the same application', async () => {
    const user = await registerAndLogin(t.app);
    const first = await post(user.auth, helocBody(), 'TX', { 'idempotency-key': 'submit-0001' });
    expect(first.statusCode).toBe(201);
    const { uuid } = first.json();
    const retry = await post(user.auth, helocBody(), 'TX', { 'idempotency-key': 'submit-0001' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().uuid).toBe(uuid);
    const reload = await post(user.auth, helocBody(), 'TX', { 'idempotency-key': 'submit-0002' });
    expect(reload.json().uuid).toBe(uuid);
  });

  it('makes one application of two concurrent submits (double click)', async () => {
    const user = await registerAndLogin(t.app);
    const [a, b] = await Promise.all([post(user.auth, helocBody()), post(user.auth, helocBody())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().uuid).toBe(b.json().uuid);
    const list = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: user.auth });
    expect(list.json()).toHaveLength(1);
  });

  it("answers 'we do not currently offer loans in <state>' for a state the organisation does not serve", async () => {
    const user = await registerAndLogin(t.app);
    const before = await rowCounts();
    const res = await post(user.auth, helocBody({ state: 'NY', city: 'New York', zip: '10001' }), 'NY');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['we do not currently offer loans in NY'] });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['a missing profile', { ...helocBody(), profileRequest: undefined }, 'TX'],
    ['a bad zip', helocBody({ zip: '787' }), 'TX'],
    ['a bad state query', helocBody(), 'Texas'],
    ['an unemployed applicant', helocBody({ employmentType: 'UNEMPLOYED' }), 'TX'],
    ['income over the maximum', helocBody({ income: 10_000_000 }), 'TX'],
    ['a property state other than the query', helocBody({ state: 'CA' }), 'TX'],
    [
      'an applicant under 18',
      { ...helocBody(), profileRequest: { ...helocBody().profileRequest, dob: { day: 1, month: 1, year: 2015 } } },
      'TX',
    ],
    [
      'an unknown occupancy',
      { ...helocBody(), propertyRequest: { ...helocBody().propertyRequest, occupancyType: 'RENTED' } },
      'TX',
    ],
  ])('answers 400 and writes nothing for %s', async (_case, body, state) => {
    const user = await registerAndLogin(t.app);
    const before = await rowCounts();
    const res = await post(user.auth, body, state);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it("rejects an unemployed applicant with the spec's words", async () => {
    const user = await registerAndLogin(t.app);
    const res = await post(user.auth, helocBody({ employmentType: 'UNEMPLOYED' }));
    expect(res.json().errors.join()).toContain("We apologize. At this time, we don't lend to unemployed borrowers.");
  });

  it('needs a token', async () => {
    expect((await post({}, helocBody())).statusCode).toBe(401);
  });
});

describe('reading an application', () => {
  it('answers the application, the list and the status object to its applicant', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const status = await t.app.inject({ url: statusUrl(uuid), headers: user.auth });
    expect(status.json()).toMatchObject({
      uuid,
      checklistStatus: 'OFFER_SELECTION',
      propertyState: 'TX',
      isCrypto: false,
      disburseRoutingNumber: null,
      waitingOnFloodCert: false,
      manualNotary: false,
      primaryParticipantAcceptComplete: false,
      title: 'PREQUAL_COMPLETE',
    });
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(application).toMatchObject({ uuid, property: { street1: '123 Main St', state: 'TX' }, active: true });
    expect(application.loanNumber).toMatch(/^HL\d{8}$/);
    const list = (
      await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: user.auth })
    ).json();
    expect(list.map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
  });

  it('answers 404 to anyone who is not a participant, in any organisation', async () => {
    const owner = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, owner);
    for (const stranger of [await registerAndLogin(t.app), await registerAndLogin(t.app, { org: 'lakeshorecu' })]) {
      for (const url of [
        statusUrl(uuid),
        appUrl(uuid),
        `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
      ]) {
        expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
      }
      const experiments = await t.app.inject({
        method: 'PATCH',
        url: `${appUrl(uuid)}/experiments`,
        headers: stranger.auth,
        payload: { experiments: [{ name: 'x', variation: 'on' }] },
      });
      expect(experiments.statusCode).toBe(404);
      const offer = await t.app.inject({
        method: 'POST',
        url: `${appUrl(uuid)}/offer/confirm`,
        headers: stranger.auth,
      });
      expect(offer.statusCode).toBe(404);
    }
  });

  it('lets an additional signer read the application', async () => {
    const owner = await registerAndLogin(t.app);
    const signer = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, owner);
    await t.db
      .insertInto('application_participants')
      .values({ application_uuid: uuid, identity_uuid: signer.identityUuid, role: 'ADDITIONAL_SIGNER' })
      .execute();
    expect((await readStatus(t.app, signer, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    const application = (await t.app.inject({ url: appUrl(uuid), headers: owner.auth })).json();
    expect(application.helocSigners).toEqual([{ identityUuid: signer.identityUuid }]);

    const coDeed = (auth: Record<string, string>) =>
      t.app.inject({ url: '/service-application/api/v1/application/heloc/co-deed/status', headers: auth });
    expect((await coDeed(signer.auth)).json()).toMatchObject({ applicationUuid: uuid, coDeedBypass: 'WAITING' });
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${uuid}/status`,
      headers: SANDBOX_HEADERS,
      payload: { checklistStatus: 'CO_DEED_REQ' },
    });
    expect((await coDeed(signer.auth)).json().coDeedBypass).toBe('NO_BYPASS');
    expect((await coDeed(owner.auth)).statusCode).toBe(400);
  });
});

describe('GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application (docs/product/registration-and-routing.md §5, §7)', () => {
  const ability = async (auth: Record<string, string>) =>
    (
      await t.app.inject({
        url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
        headers: auth,
      })
    ).json();

  it('lets a new user start, then points at the active application', async () => {
    const user = await registerAndLogin(t.app);
    expect(await ability(user.auth)).toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
      reason: null,
      activeApplicationUuid: null,
      waitUntil: null,
    });
    const uuid = await createHeloc(t.app, user);
    expect(await ability(user.auth)).toMatchObject({
      canStartApplication: false,
      organizationsWithActiveApplication: ['summit'],
      reason: 'ACTIVE_APPLICATION',
      activeApplicationUuid: uuid,
    });
  });

  it('asks to contact the loan officer for an inquiry application', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    await t.db.updateTable('applications').set({ is_inquiry: true }).where('uuid', '=', uuid).execute();
    expect(await ability(user.auth)).toMatchObject({ canStartApplication: false, reason: 'INQUIRY_APPLICATION' });
  });

  it('imposes the 45-day wait after a completed HELOC, on the check and on create', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${uuid}/status`,
      headers: SANDBOX_HEADERS,
      payload: { checklistStatus: 'COMPLETE' },
    });
    expect(completed.statusCode).toBe(200);
    const answer = await ability(user.auth);
    const waitUntil = new Date(t.clock.now().getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
    expect(answer).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: [],
      reason: 'COMPLETED_WAIT_45_DAYS',
      activeApplicationUuid: uuid,
      waitUntil,
    });
    expect((await post(user.auth, helocBody())).statusCode).toBe(400);
    t.clock.advance(46 * 86_400_000);
    // The session expired meanwhile: sign in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: { 'x-org': 'summit' },
      payload: { email: user.email, password: user.password },
    });
    const auth = { authorization: `Bearer ${login.json().jwt}` };
    expect((await ability(auth)).canStartApplication).toBe(true);
    expect((await post(auth, helocBody())).statusCode).toBe(201);
  });
});

describe('startSweeper', () => {
  it('applies due transitions of every application without a status read', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const checklist = async () =>
      (
        await t.db
          .selectFrom('applications')
          .select('checklist_status')
          .where('uuid', '=', uuid)
          .executeTakeFirstOrThrow()
      ).checklist_status;
    expect(await checklist()).toBe('WAITING_FOR_SOFT_CREDIT');
    const stop = startSweeper(t.app, 10);
    try {
      await expect.poll(checklist, { timeout: 5_000, interval: 20 }).toBe('OFFER_SELECTION');
    } finally {
      await stop();
    }
  });
});
