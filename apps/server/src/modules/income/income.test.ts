import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@heloc/domain/contracts';
import {
  INCOME_DOCUMENTS_INCOMPLETE_MESSAGE,
  INCOME_METHOD_NOT_OFFERED_MESSAGE,
  LINK_INSTITUTION_UNAVAILABLE_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  LINK_PASSWORD_REQUIRED_MESSAGE,
  EMPLOYER_NAME_REQUIRED_MESSAGE,
  INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from '../../../test/helper';
import { SANDBOX_HEADERS, appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/income`;
const PDF = (text = 'paystub') => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);
const PAYROLL = { method: 'PAYROLL_LINK', institutionId: 'sandbox-payroll-adp', username: 'pat', password: 'secret' };

/** An application at INCOME_VERIFICATION (offers priced by the engine first), for a persona. */
const atIncome = async (lastName = 'Smith', overrides: { income?: number; employmentType?: string } = {}) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName, ...overrides });
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
  const moved = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus: 'INCOME_VERIFICATION' },
  });
  expect(moved.statusCode).toBe(200);
  return { user, uuid };
};

const link = (user: Registered, uuid: string, payload: object = PAYROLL) =>
  t.app.inject({ method: 'POST', url: `${base(uuid)}/link`, headers: user.auth, payload });

const upload = async (user: Registered, uuid: string, documentType: string, bytes: Buffer, name = 'stub.pdf') => {
  const form = new FormData();
  form.set('documentType', documentType);
  form.set('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `${base(uuid)}/documents`,
    headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

const submit = (user: Registered, uuid: string) =>
  t.app.inject({ method: 'POST', url: `${base(uuid)}/documents/submit`, headers: user.auth });

const EMPLOYER = {
  employerName: 'Acme Widgets',
  contactName: 'Jordan Lee',
  phoneNumber: '(512) 555-0142',
  email: 'hr@acme.example',
};

const incomeRows = (uuid: string) =>
  t.db.selectFrom('income_verifications').selectAll().where('application_uuid', '=', uuid).execute();

describe('GET income/options', () => {
  it('offers the ways that fit a salaried applicant, the institutions of the link dialog and what was stated', async () => {
    const { user, uuid } = await atIncome();
    const res = await t.app.inject({ url: `${base(uuid)}/options`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      employmentType: 'FULL_TIME',
      statedAnnualIncome: 125_000,
      otherAnnualIncome: 5_000,
      // Other income (5,000) adds the bank link and bank statements to the wage options.
      methods: ['PAYROLL_LINK', 'BANK_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
      documents: [
        { type: 'PAYSTUB', count: 2 },
        { type: 'W2', count: 1 },
        { type: 'BANK_STATEMENT', count: 2 },
      ],
      latest: null,
      lenderRequest: null,
    });
    expect(body.institutions.map((i: { kind: string }) => i.kind)).toEqual([
      'PAYROLL',
      'PAYROLL',
      'PAYROLL',
      'BANK',
      'BANK',
      'BANK',
    ]);
  });

  it('offers a retiree the bank link and an award letter, not payroll or the employer', async () => {
    const { user, uuid } = await atIncome('Smith', { employmentType: 'RETIRED' });
    const body = (await t.app.inject({ url: `${base(uuid)}/options`, headers: user.auth })).json();
    expect(body.methods).toEqual(['BANK_LINK', 'DOCUMENT_UPLOAD']);
    expect(body.documents.map((d: { type: string }) => d.type)).toEqual(['AWARD_LETTER', 'BANK_STATEMENT']);
    expect(
      (
        await t.app.inject({ method: 'POST', url: `${base(uuid)}/employer`, headers: user.auth, payload: EMPLOYER })
      ).json(),
    ).toEqual({
      errors: [englishOf(INCOME_METHOD_NOT_OFFERED_MESSAGE)],
    });
  });

  it('answers 404 to anyone but a participant, and 401 without a session', async () => {
    const { uuid } = await atIncome();
    const stranger = await registerAndLogin(t.app);
    for (const [method, url, payload] of [
      ['GET', `${base(uuid)}/options`, undefined],
      ['POST', `${base(uuid)}/link`, PAYROLL],
      ['POST', `${base(uuid)}/employer`, EMPLOYER],
      ['POST', `${base(uuid)}/documents/submit`, undefined],
      ['DELETE', `${base(uuid)}/documents/6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: stranger.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(stranger, uuid, 'PAYSTUB', PDF())).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base(uuid)}/options` })).statusCode).toBe(401);
    expect(await incomeRows(uuid)).toEqual([]);
  });
});

describe('POST income/link', () => {
  it('links the payroll, verifies the stated income and moves on to identity', async () => {
    const { user, uuid } = await atIncome();
    const res = await link(user, uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verification: { status: 'VERIFIED', verifiedAnnualIncome: 125_000 },
      status: { checklistStatus: 'IDENTITY_VERIFICATION', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
    });
    const app = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(app.verified_income_dollars).toBe(125_000);
    const rows = await incomeRows(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: 'PAYROLL_LINK',
      institution_id: 'sandbox-payroll-adp',
      status: 'VERIFIED',
    });
    // The credentials went to the provider only.
    expect(JSON.stringify(rows)).not.toContain('secret');

    // A replay (double click, retry) answers the same result without a second row.
    const replay = await link(user, uuid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status.checklistStatus).toBe('IDENTITY_VERIFICATION');
    expect(await incomeRows(uuid)).toHaveLength(1);
    // Another link now is at the wrong status.
    const other = await link(user, uuid, { ...PAYROLL, institutionId: 'sandbox-payroll-gusto' });
    expect(other.statusCode).toBe(409);
  });

  it('links a bank and verifies the deposits', async () => {
    const { user, uuid } = await atIncome();
    const res = await link(user, uuid, { ...PAYROLL, method: 'BANK_LINK', institutionId: 'sandbox-bank-first' });
    expect(res.json()).toMatchObject({
      verification: { status: 'VERIFIED', verifiedAnnualIncome: 125_000 },
      status: { checklistStatus: 'IDENTITY_VERIFICATION' },
    });
  });

  it('shows the documented sign-in failures and records nothing, so the applicant can retry', async () => {
    const { user, uuid } = await atIncome();
    const wrong = await link(user, uuid, { ...PAYROLL, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [englishOf(LINK_INVALID_CREDENTIALS_MESSAGE)] });
    const unavailable = await link(user, uuid, { ...PAYROLL, username: 'user_unavailable' });
    expect(unavailable.json()).toEqual({ errors: [englishOf(LINK_INSTITUTION_UNAVAILABLE_MESSAGE)] });
    expect(await incomeRows(uuid)).toEqual([]);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('INCOME_VERIFICATION');
    expect((await link(user, uuid)).json().status.checklistStatus).toBe('IDENTITY_VERIFICATION');
  });

  it('refuses bad bodies with the exact messages, and a bank institution for a payroll link', async () => {
    const { user, uuid } = await atIncome();
    const missing = await link(user, uuid, { ...PAYROLL, password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join(' ')).toContain(englishOf(LINK_PASSWORD_REQUIRED_MESSAGE));
    const crossed = await link(user, uuid, { ...PAYROLL, institutionId: 'sandbox-bank-first' });
    expect(crossed.statusCode).toBe(400);
    expect((await link(user, uuid, { ...PAYROLL, method: 'CRYPTO' })).statusCode).toBe(400);
    expect(await incomeRows(uuid)).toEqual([]);
  });

  it('answers 409 before the income step', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    await readStatus(t.app, user, uuid);
    expect((await link(user, uuid)).statusCode).toBe(409);
  });

  it('re-prices the offers within the debt-to-income limit when the verified income is lower (Lowincome)', async () => {
    const { user, uuid } = await atIncome('Lowincome', { income: 115_000 });
    const before = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<{ offers: Offer[] }>().offers;
    const res = await link(user, uuid);
    // 70% of 120,000 (115,000 + 5,000 other income).
    expect(res.json()).toMatchObject({
      verification: { status: 'VERIFIED', verifiedAnnualIncome: 84_000 },
      status: {
        checklistStatus: 'REVISED_OFFER_SELECTION',
        uwDecision: 'SELECT',
        uwSubDecision: 'VERIFIED_DTI_LIMITED',
      },
    });
    const after = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<{
      offers: Offer[];
      selectedOffer: unknown;
    }>();
    expect(after.selectedOffer).toBeNull();
    // Budget: 50% × 84,000 / 12 − 400 of debts = 3,100 a month for the fully drawn line.
    for (const offer of after.offers) {
      const i = offer.rate / 12;
      const payment = (offer.max * i) / (1 - (1 + i) ** -(offer.term * 12));
      expect(payment, `${offer.term}-${offer.type}`).toBeLessThanOrEqual(3_100);
      const was = before.find((o) => o.term === offer.term && o.type === offer.type)!;
      expect(offer.max).toBeLessThanOrEqual(was.max);
    }
    const fiveYear = after.offers.find((o) => o.term === 5)!;
    expect(fiveYear.max).toBeLessThan(before.find((o) => o.term === 5)!.max);

    // Confirming a revised offer goes to identity, without a second hard pull.
    const chosen = after.offers.find((o) => o.term === 10 && o.type === 'FIXED')!;
    const select = await t.app.inject({
      method: 'PUT',
      url: `${appUrl(uuid)}/offer`,
      headers: user.auth,
      payload: { term: 10, type: 'FIXED', drawAmount: chosen.maxDraw, payoffPreference: 'PRESERVE' },
    });
    expect(select.statusCode).toBe(200);
    const confirm = await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().checklistStatus).toBe('IDENTITY_VERIFICATION');
    const history = await t.db
      .selectFrom('status_history')
      .select(['from_value', 'to_value'])
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.to_value)).toEqual([
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
      'INCOME_VERIFICATION',
      'REVISED_OFFER_SELECTION',
      'IDENTITY_VERIFICATION',
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth })).statusCode,
    ).toBe(409);
  });

  it('declines when no income can be verified (Noincome)', async () => {
    const { user, uuid } = await atIncome('Noincome');
    const res = await link(user, uuid);
    expect(res.json()).toMatchObject({
      verification: { status: 'FAILED' },
      status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
    });
  });

  it('declines when the verified income carries no line at all', async () => {
    // 70% of 10,000: 50% of 583 a month does not cover the $400 of debts.
    const { user, uuid } = await atIncome('Lowincome', { income: 5_000 });
    expect((await link(user, uuid)).json().status).toMatchObject({
      checklistStatus: 'DECLINED',
      uwDecision: 'DECLINE',
    });
  });
});

describe('income documents', () => {
  it('stores documents by type, removes one, refuses to submit until every count is reached, then verifies', async () => {
    const { user, uuid } = await atIncome('Smith', { employmentType: 'PART_TIME' });
    const first = await upload(user, uuid, 'PAYSTUB', PDF('one'), 'march.pdf');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'INCOME_DOCUMENT',
      incomeDocumentType: 'PAYSTUB',
      fileName: 'march.pdf',
    });
    // The same file again (a double click): the same record, no second row.
    const again = await upload(user, uuid, 'PAYSTUB', PDF('one'), 'march.pdf');
    expect(again.statusCode).toBe(200);
    expect(again.json().uuid).toBe(first.json().uuid);
    expect(await countRows(t.db, 'documents')).toBeGreaterThan(0);

    const mistake = await upload(user, uuid, 'W2', PDF('wrong'), 'wrong.pdf');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base(uuid)}/documents/${mistake.json().uuid}`,
      headers: user.auth,
    });
    expect(removed.json()).toEqual({ ok: true });
    // A replay of the removal answers ok.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${base(uuid)}/documents/${mistake.json().uuid}`,
          headers: user.auth,
        })
      ).json(),
    ).toEqual({ ok: true });

    const early = await submit(user, uuid);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: [englishOf(INCOME_DOCUMENTS_INCOMPLETE_MESSAGE)] });

    await upload(user, uuid, 'PAYSTUB', PDF('two'), 'april.pdf');
    await upload(user, uuid, 'W2', PDF('w2'), 'w2.pdf');
    await upload(user, uuid, 'BANK_STATEMENT', PDF('s1'), 's1.pdf');
    await upload(user, uuid, 'BANK_STATEMENT', PDF('s2'), 's2.pdf');
    const listed = (await t.app.inject({ url: `${appUrl(uuid)}/documents`, headers: user.auth })).json();
    expect(listed).toHaveLength(5);

    const done = await submit(user, uuid);
    expect(done.statusCode).toBe(200);
    expect(done.json().checklistStatus).toBe('IDENTITY_VERIFICATION');
    const replay = await submit(user, uuid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().checklistStatus).toBe('IDENTITY_VERIFICATION');
    expect(await incomeRows(uuid)).toHaveLength(1);
    expect((await upload(user, uuid, 'PAYSTUB', PDF('late'))).statusCode).toBe(409);
  });

  it('refuses a file with a PDF name and executable bytes (415) and stores nothing', async () => {
    const { user, uuid } = await atIncome();
    const documentsBefore = await countRows(t.db, 'documents');
    const res = await upload(user, uuid, 'PAYSTUB', EXECUTABLE, 'paystub.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toContain('not an allowed type');
    expect(await countRows(t.db, 'documents')).toBe(documentsBefore);
  });

  it('refuses a missing or unknown document type with the exact message, and a type the employment does not use', async () => {
    const { user, uuid } = await atIncome();
    const unknown = await upload(user, uuid, 'PASSPORT', PDF());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.join(' ')).toContain(englishOf(INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE));
    const notUsed = await upload(user, uuid, 'TAX_RETURN', PDF());
    expect(notUsed.json()).toEqual({ errors: [englishOf(INCOME_METHOD_NOT_OFFERED_MESSAGE)] });
  });

  it('asks for more paystubs through a lender condition and stays at income verification (Paystub)', async () => {
    const { user, uuid } = await atIncome('Paystub', { employmentType: 'PART_TIME' });
    await upload(user, uuid, 'PAYSTUB', PDF('a'));
    await upload(user, uuid, 'PAYSTUB', PDF('b'));
    await upload(user, uuid, 'W2', PDF('c'));
    await upload(user, uuid, 'BANK_STATEMENT', PDF('d'));
    await upload(user, uuid, 'BANK_STATEMENT', PDF('e'));
    const res = await submit(user, uuid);
    expect(res.json().checklistStatus).toBe('INCOME_VERIFICATION');
    const conditions = await t.app.inject({
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
      headers: user.auth,
    });
    expect(conditions.json()).toEqual([
      expect.objectContaining({
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        xtraData: expect.objectContaining({ numDocsRequired: 2 }),
      }),
    ]);
    const options = (await t.app.inject({ url: `${base(uuid)}/options`, headers: user.auth })).json();
    expect(options.lenderRequest).toMatchObject({ documentType: 'PAYSTUB', count: 2 });
    expect(options.lenderRequest.commentsToBorrower).toContain('two most recent paystubs');
    expect(options.latest).toMatchObject({ method: 'DOCUMENT_UPLOAD', status: 'FAILED' });
  });
});

describe('POST income/employer', () => {
  it('records the employer contact, moves to EMPLOYMENT_VERIFICATION and the employer confirms the income', async () => {
    const { user, uuid } = await atIncome();
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base(uuid)}/employer`,
      headers: user.auth,
      payload: { ...EMPLOYER, employerName: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toContain(englishOf(EMPLOYER_NAME_REQUIRED_MESSAGE));

    const res = await t.app.inject({
      method: 'POST',
      url: `${base(uuid)}/employer`,
      headers: user.auth,
      payload: EMPLOYER,
    });
    expect(res.statusCode).toBe(200);
    // PROCESSING_DELAY_MS is 0: the employer's answer is applied at once.
    expect(res.json().checklistStatus).toBe('IDENTITY_VERIFICATION');
    const history = await t.db
      .selectFrom('status_history')
      .select('to_value')
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.to_value).slice(-2)).toEqual(['EMPLOYMENT_VERIFICATION', 'IDENTITY_VERIFICATION']);
    const rows = await incomeRows(uuid);
    expect(rows).toEqual([
      expect.objectContaining({ method: 'EMPLOYER_VERIFICATION', status: 'VERIFIED', employer: EMPLOYER }),
    ]);
    const replay = await t.app.inject({
      method: 'POST',
      url: `${base(uuid)}/employer`,
      headers: user.auth,
      payload: EMPLOYER,
    });
    expect(replay.statusCode).toBe(200);
    expect(await incomeRows(uuid)).toHaveLength(1);
  });
});
