import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@heloc/domain/contracts';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from './helper';
import { appUrl, createHeloc, readStatus } from './engine-fixtures';

// The dead ends with a way out (bpo/*, product/assets, product/prequal-winback), through the API on a real
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Delays are 0: a status read applies what is due.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', VALUATION_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const DENVER = { state: 'CO', city: 'Denver', zip: '80202' };
const call = (user: Registered, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

const scheduled = (uuid: string, step: string) =>
  t.db
    .selectFrom('scheduled_transitions')
    .selectAll()
    .where('application_uuid', '=', uuid)
    .where('step', '=', step)
    .execute();

const atStatus = async (lastName: string, expected: string, place = DENVER) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName, ...place });
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe(expected);
  return { user, uuid };
};

describe('valuation without an AVM (bpo/estimate-value, bpo/order-bpo, bpo/hold)', () => {
  it('estimates, shows the $180 fee, orders once and reaches offers priced on the broker value', async () => {
    const { user, uuid } = await atStatus('Noavm', 'NO_AVM_FOUND');
    const before = await call(user, 'GET', `${appUrl(uuid)}/valuation`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      checklistStatus: 'NO_AVM_FOUND',
      bpo: 'BPO_REQUIRED',
      fee: { amountDollars: 180, coveredByLender: false },
      needsConditionQuestionnaire: false,
      estimatedValue: null,
      orderedAt: null,
    });

    const estimated = await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 610_000 });
    expect(estimated.statusCode).toBe(200);
    expect(estimated.json()).toMatchObject({ checklistStatus: 'BPO_ORDER_REQUEST', estimatedValue: 610_000 });
    // A retry of the same estimate answers the same; the status routes to bpo/order-bpo (not Texas).
    expect(
      (await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 610_000 })).statusCode,
    ).toBe(200);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({
      checklistStatus: 'BPO_ORDER_REQUEST',
      bpo: 'BPO_REQUIRED',
    });

    // Two clicks at once: one order, one scheduled valuation.
    const orders = await Promise.all(
      [1, 2].map(() => call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true })),
    );
    expect(orders.map((o) => o.statusCode)).toEqual([200, 200]);
    expect(await scheduled(uuid, 'BPO_VALUATION')).toHaveLength(1);

    const after = await readStatus(t.app, user, uuid);
    expect(after).toMatchObject({ checklistStatus: 'OFFER_SELECTION', bpo: 'BPO_COMPLETE' });
    const valuation = (await call(user, 'GET', `${appUrl(uuid)}/valuation`)).json();
    expect(valuation).toMatchObject({ valueDollars: 640_000, fee: { amountDollars: 180 } });
    expect(valuation.orderedAt).toEqual(expect.any(String));
    const app = (await call(user, 'GET', appUrl(uuid))).json<{ offers: Offer[] }>();
    expect(app.offers.length).toBeGreaterThan(0);
    // A replay of the order after the offers arrived changes nothing.
    const replay = await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ checklistStatus: 'OFFER_SELECTION' });
    expect(await scheduled(uuid, 'BPO_VALUATION')).toHaveLength(1);
  });

  it('refuses bad input with the messages, and a valuation that is not waiting', async () => {
    const { user, uuid } = await atStatus('Noavm', 'NO_AVM_FOUND');
    for (const body of [{ estimatedValue: 10 }, { estimatedValue: 'a lot' }, {}, { estimatedValue: 1e12 }]) {
      const res = await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    // Ordering before the estimate moved the application on: 409.
    expect((await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true })).statusCode).toBe(409);
    await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 500_000 });
    const unauthorised = await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: false });
    expect(unauthorised.statusCode).toBe(400);
    expect(unauthorised.json().errors.join()).toContain('Please agree so we can order the valuation');
    expect(await readStatus(t.app, user, uuid)).toMatchObject({ checklistStatus: 'BPO_ORDER_REQUEST' });

    // An application with an AVM value has no valuation to answer.
    const other = await atStatus('Smith', 'OFFER_SELECTION');
    const res = await call(other.user, 'POST', `${appUrl(other.uuid)}/valuation/estimate`, { estimatedValue: 500_000 });
    expect(res.statusCode).toBe(409);
  });

  it('answers only the application’s participants (404 for anyone else, 401 without a token)', async () => {
    const { uuid } = await atStatus('Noavm', 'NO_AVM_FOUND');
    const stranger = await registerAndLogin(t.app);
    for (const [method, path, body] of [
      ['GET', '/valuation', undefined],
      ['POST', '/valuation/estimate', { estimatedValue: 500_000 }],
      [
        'POST',
        '/valuation/condition',
        { overallCondition: 'GOOD', needsRepairs: false, recentDamage: false, exteriorAccessible: true },
      ],
      ['POST', '/valuation/order', { authorize: true }],
      ['GET', '/assets', undefined],
      ['POST', '/assets/link', { institutionId: 'sandbox-bank-first', username: 'u', password: 'p' }],
      ['POST', '/assets/submit', undefined],
      ['GET', '/requalify', undefined],
      ['POST', '/requalify/accept', undefined],
      ['POST', '/withdraw', { confirm: true }],
    ] as const) {
      const res = await call(stranger, method, `${appUrl(uuid)}${path}`, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
      const anonymous = await t.app.inject({
        method,
        url: `${appUrl(uuid)}${path}`,
        ...(body ? { payload: body } : {}),
      });
      expect([path, anonymous.statusCode]).toEqual([path, 401]);
    }
    expect((await t.app.inject({ url: `${appUrl(uuid)}/valuation` })).statusCode).toBe(401);
    // The statement upload too, and it stores nothing.
    const form = new FormData();
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n% not yours\n%%EOF\n')]), 'statement.pdf');
    const encoded = new Response(form);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/assets/statements`,
      headers: { ...stranger.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(404);
    const stored = await t.db.selectFrom('documents').select('uuid').where('application_uuid', '=', uuid).execute();
    expect(stored).toEqual([]);
  });

  it('in Texas asks the property-condition questionnaire before the order', async () => {
    const { user, uuid } = await atStatus('Noavm', 'NO_AVM_FOUND', { state: 'TX', city: 'Austin', zip: '78701' });
    const estimated = await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 480_000 });
    expect(estimated.json()).toMatchObject({ needsConditionQuestionnaire: true, propertyState: 'TX' });
    const early = await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual(['Please answer the questions about your property’s condition first']);

    const missing = await call(user, 'POST', `${appUrl(uuid)}/valuation/condition`, {
      overallCondition: 'FAIR',
      needsRepairs: true,
      recentDamage: false,
      exteriorAccessible: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join()).toContain('Please tell us which repairs are needed');

    const answers = {
      overallCondition: 'FAIR',
      needsRepairs: true,
      repairsDescription: 'The roof needs new shingles',
      recentDamage: false,
      exteriorAccessible: true,
    };
    const answered = await call(user, 'POST', `${appUrl(uuid)}/valuation/condition`, answers);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ condition: 'FAIR' });
    expect(
      (await t.app.inject({ url: `/service-heloc-borrower/api/v1/heloc/${uuid}/status`, headers: user.auth })).json(),
    ).toMatchObject({ checklistStatus: 'BPO_ORDER_REQUEST', condition: 'FAIR' });
    expect((await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true })).statusCode).toBe(200);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      bpo: 'BPO_COMPLETE',
    });
    // Once ordered the answers are kept; the same answers again are a replay, others are refused.
    expect((await call(user, 'POST', `${appUrl(uuid)}/valuation/condition`, answers)).statusCode).toBe(200);
    expect(
      (await call(user, 'POST', `${appUrl(uuid)}/valuation/condition`, { ...answers, overallCondition: 'GOOD' }))
        .statusCode,
    ).toBe(409);
  });

  it('shows no fee when the lender covers it (flag company-covers-appraisal), and keeps it with the order', async () => {
    await t.db
      .insertInto('feature_flags')
      .values({
        key: 'company-covers-appraisal',
        org_code: 'summit',
        enabled: true,
        variables: '{}',
        description: 'test',
      } as never)
      .execute();
    try {
      const { user, uuid } = await atStatus('Noavm', 'NO_AVM_FOUND');
      const valuation = (await call(user, 'GET', `${appUrl(uuid)}/valuation`)).json();
      expect(valuation.fee).toEqual({ amountDollars: 0, coveredByLender: true });
      await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 500_000 });
      await call(user, 'POST', `${appUrl(uuid)}/valuation/order`, { authorize: true });
      const row = await t.db
        .selectFrom('valuations')
        .selectAll()
        .where('application_uuid', '=', uuid)
        .executeTakeFirst();
      expect(row).toMatchObject({ fee_dollars: 0, fee_covered_by_lender: true });
    } finally {
      await t.db.deleteFrom('feature_flags').where('key', '=', 'company-covers-appraisal').execute();
    }
  });
});

describe('qualifying with assets (product/assets)', () => {
  const link = (user: Registered, uuid: string, overrides: object = {}) =>
    call(user, 'POST', `${appUrl(uuid)}/assets/link`, {
      institutionId: 'sandbox-bank-harbor',
      username: 'pat',
      password: 'secret',
      ...overrides,
    });

  it('links accounts (once), and enough assets lead to the offers', async () => {
    const { user, uuid } = await atStatus('Assets', 'ASSETS_PREQUAL');
    const overview = (await call(user, 'GET', `${appUrl(uuid)}/assets`)).json();
    expect(overview.requiredDollars).toBeGreaterThan(0);
    expect(overview.sources).toEqual([]);
    expect(overview.institutions.every((i: { kind: string }) => i.kind === 'BANK')).toBe(true);

    const empty = await call(user, 'POST', `${appUrl(uuid)}/assets/submit`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['Please link an account or upload a statement first']);

    const wrong = await link(user, uuid, { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toContain('did not work');
    expect((await link(user, uuid, { institutionId: 'sandbox-payroll-adp' })).statusCode).toBe(400);
    expect((await link(user, uuid, { username: '' })).statusCode).toBe(400);
    expect(await countRows(t.db, 'asset_accounts')).toBe(0);

    const linked = await Promise.all([link(user, uuid), link(user, uuid)]);
    expect(linked.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = (await call(user, 'GET', `${appUrl(uuid)}/assets`)).json();
    expect(after.sources).toHaveLength(2);
    expect(after.linkedDollars).toBeGreaterThanOrEqual(after.requiredDollars);
    // A full account number never leaves the server; uuids may hold long digit runs by chance.
    const withoutUuids = JSON.stringify(after).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
      '',
    );
    expect(withoutUuids).not.toMatch(/\d{10}/);

    const submitted = await Promise.all([1, 2].map(() => call(user, 'POST', `${appUrl(uuid)}/assets/submit`)));
    expect(submitted.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await scheduled(uuid, 'VERIFY_ASSETS')).toHaveLength(1);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({ checklistStatus: 'OFFER_SELECTION' });
    expect((await call(user, 'POST', `${appUrl(uuid)}/assets/submit`)).statusCode).toBe(200);
  });

  it('declines too few assets and records the reasons for the adverse action notice', async () => {
    const { user, uuid } = await atStatus('Fewassets', 'ASSETS_PREQUAL');
    const form = new FormData();
    form.set(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n% statement\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')]),
      'statement.pdf',
    );
    const encoded = new Response(form);
    const upload = async () =>
      t.app.inject({
        method: 'POST',
        url: `${appUrl(uuid)}/assets/statements`,
        headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.clone().arrayBuffer()),
      });
    expect((await upload()).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(200);
    const overview = (await call(user, 'GET', `${appUrl(uuid)}/assets`)).json();
    expect(overview.sources).toMatchObject([{ kind: 'STATEMENT', name: 'statement.pdf' }]);

    expect((await call(user, 'POST', `${appUrl(uuid)}/assets/submit`)).statusCode).toBe(200);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    const decision = await t.db
      .selectFrom('underwriting_decisions')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .executeTakeFirst();
    expect(decision?.reasons.map((r) => r.code)).toEqual(['INSUFFICIENT_ASSETS', 'EXCESSIVE_OBLIGATIONS']);
    // The application moved on: no more statements.
    const late = new FormData();
    late.set('file', new Blob([Buffer.from('%PDF-1.4\n% another\n%%EOF\n')]), 'late.pdf');
    const lateEncoded = new Response(late);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/assets/statements`,
      headers: { ...user.auth, 'content-type': lateEncoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await lateEncoded.arrayBuffer()),
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('a lower line after the title search (product/prequal-winback)', () => {
  it('offers a lower line that still qualifies; accepting it shows the offers', async () => {
    const { user, uuid } = await atStatus('Requalify', 'CLTV_LIEN_POSITION_REQUALIFY');
    const res = await call(user, 'GET', `${appUrl(uuid)}/requalify`);
    expect(res.statusCode).toBe(200);
    const requalification = res.json();
    expect(requalification).toMatchObject({ reportedLienDollars: 200_000, titleLienDollars: 350_000, lienPosition: 3 });
    expect(requalification.newMaxLine).toBeLessThan(requalification.previousMaxLine);
    expect(requalification.newMaxLine).toBeGreaterThanOrEqual(15_000);

    const accepted = await Promise.all([1, 2].map(() => call(user, 'POST', `${appUrl(uuid)}/requalify/accept`)));
    expect(accepted.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      uwDecision: 'SELECT',
    });
    const offers = (await call(user, 'GET', appUrl(uuid))).json<{ offers: Offer[] }>().offers;
    expect(Math.max(...offers.map((o) => o.max))).toBe(requalification.newMaxLine);
    // Leaving is no longer a one-click action once the offers are shown.
    expect((await call(user, 'POST', `${appUrl(uuid)}/withdraw`, { confirm: true })).statusCode).toBe(409);
  });

  it('withdraws the application when the applicant leaves (confirmed), once', async () => {
    const { user, uuid } = await atStatus('Requalify', 'CLTV_LIEN_POSITION_REQUALIFY');
    expect((await call(user, 'POST', `${appUrl(uuid)}/withdraw`, {})).statusCode).toBe(400);
    expect((await call(user, 'POST', `${appUrl(uuid)}/withdraw`, { confirm: true, reason: 'NOPE' })).statusCode).toBe(
      400,
    );
    const left = await Promise.all(
      [1, 2].map(() => call(user, 'POST', `${appUrl(uuid)}/withdraw`, { confirm: true, reason: 'LINE_TOO_LOW' })),
    );
    expect(left.map((r) => [r.statusCode, r.json().checklistStatus])).toEqual([
      [200, 'CANCELLED'],
      [200, 'CANCELLED'],
    ]);
    const row = await t.db.selectFrom('applications').select(['active']).where('uuid', '=', uuid).executeTakeFirst();
    expect(row?.active).toBe(false);
    expect((await call(user, 'POST', `${appUrl(uuid)}/requalify/accept`)).statusCode).toBe(409);
  });
});
