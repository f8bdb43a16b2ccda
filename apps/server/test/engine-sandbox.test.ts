import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type TestApp, buildTestApp, registerAndLogin, testConfig } from './helper';
import { SANDBOX_HEADERS, createHeloc, readStatus } from './engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const sandbox = (
  uuid: string,
  part: 'status' | 'conditions',
  payload: unknown,
  headers: Record<string, string> = SANDBOX_HEADERS,
) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/${part}`,
    headers,
    payload: payload as object,
  });
const conditionsUrl = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;

describe('POST /sandbox/api/v1/applications/:uuid/status (docs/architecture.md)', () => {
  it('sets any status field, records each change, and the borrower sees it', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    await readStatus(t.app, user, uuid);
    const res = await sandbox(uuid, 'status', {
      checklistStatus: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
      manualNotary: true,
      bpo: 'BPO_REQUIRED',
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_OFFER',
      title: 'FINAL_PROCESSING',
      primaryParticipantAcceptComplete: true,
      isCrypto: true,
      disburseRoutingNumber: '021000021',
      propertyState: 'CA',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      checklistStatus: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
      manualNotary: true,
      bpo: 'BPO_REQUIRED',
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_OFFER',
      title: 'FINAL_PROCESSING',
      primaryParticipantAcceptComplete: true,
      isCrypto: true,
      disburseRoutingNumber: '021000021',
      propertyState: 'CA',
    };
    expect(res.json()).toMatchObject(expected);
    expect(await readStatus(t.app, user, uuid)).toMatchObject(expected);
    const history = await t.db
      .selectFrom('status_history')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .where('changed_by', '=', 'sandbox')
      .execute();
    expect(history.map((h) => h.field).sort()).toEqual(Object.keys(expected).sort());
    expect(history.find((h) => h.field === 'checklistStatus')).toMatchObject({
      from_value: 'OFFER_SELECTION',
      to_value: 'GEN_CLOSING_DISCLOSURE',
    });
  });

  it('records a stated reason when it declines, so the adverse action notice is whole', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    await readStatus(t.app, user, uuid);
    expect((await sandbox(uuid, 'status', { checklistStatus: 'DECLINED' })).statusCode).toBe(200);
    const notice = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${uuid}/adverse-action`,
      headers: user.auth,
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.json()).toMatchObject({
      category: 'OTHER',
      reasons: [{ code: 'OTHER', text: 'Declined on review by the lender' }],
    });
  });

  it('answers 401 without the right key, 400 to unknown values, 404 to an unknown application', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    expect((await sandbox(uuid, 'status', { checklistStatus: 'DECLINED' }, {})).statusCode).toBe(401);
    expect(
      (await sandbox(uuid, 'status', { checklistStatus: 'DECLINED' }, { 'x-sandbox-key': 'wrong-key-123' })).statusCode,
    ).toBe(401);
    expect((await sandbox(uuid, 'status', {})).statusCode).toBe(400);
    const unknown = await sandbox(uuid, 'status', { checklistStatus: 'NOT_A_STATUS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^checklistStatus: /);
    expect((await sandbox(uuid, 'status', { bpo: 'MAYBE' })).statusCode).toBe(400);
    expect(
      (await sandbox('00000000-0000-4000-8000-000000000000', 'status', { checklistStatus: 'DECLINED' })).statusCode,
    ).toBe(404);
    const history = await t.db
      .selectFrom('status_history')
      .select('id')
      .where('changed_by', '=', 'sandbox')
      .where('application_uuid', '=', uuid)
      .execute();
    expect(history).toEqual([]);
  });

  it('does not exist unless sandbox mode is on', async () => {
    const off = await buildApp({ config: testConfig({ SANDBOX_MODE: 'false' }), db: t.db, ownsDb: false });
    try {
      const res = await off.inject({
        method: 'POST',
        url: '/sandbox/api/v1/applications/00000000-0000-4000-8000-000000000000/status',
        headers: SANDBOX_HEADERS,
        payload: { checklistStatus: 'DECLINED' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('POST /sandbox/api/v1/applications/:uuid/conditions and the borrower list (docs/product/application-area.md §4.1, §7)', () => {
  it('raises conditions the applicant then sees, oldest first', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    expect((await t.app.inject({ url: conditionsUrl(uuid), headers: user.auth })).json()).toEqual([]);
    const raised = await sandbox(uuid, 'conditions', {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_LETTER'],
      internalNotes: 'Internal: the account was opened last week',
      commentsToBorrower: 'Please upload a bank letter',
    });
    expect(raised.statusCode).toBe(201);
    // The tester reads the internal note back; the borrower's list below never carries it (docs/product/privacy.md).
    expect(raised.json()).toMatchObject({ internalNotes: 'Internal: the account was opened last week' });
    t.clock.advance(1_000);
    await sandbox(uuid, 'conditions', { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' });
    t.clock.advance(1_000);
    await sandbox(uuid, 'conditions', {
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      actionNeeded: 'REVIEW_TRUST_REQUIREMENTS',
      numDocsRequired: 2,
    });

    const answer = await t.app.inject({ url: conditionsUrl(uuid), headers: user.auth });
    expect(answer.body).not.toContain('opened last week');
    const list = answer.json();
    expect(list.map((c: { categoryEnum: string }) => c.categoryEnum)).toEqual([
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'HELOC_MANUAL_PAYSTUB_UPLOAD',
      'GENERIC_DOCUMENT_REQUEST',
    ]);
    expect(list[0]).toMatchObject({
      requestDocuments: ['BANK_LETTER'],
      commentsToBorrower: 'Please upload a bank letter',
      xtraData: { numDocsRequired: null },
    });
    expect(list[1].xtraData).toEqual({ numDocsRequired: 1 });
    expect(list[2]).toMatchObject({ actionNeeded: 'REVIEW_TRUST_REQUIREMENTS', xtraData: { numDocsRequired: 2 } });
  });

  it('answers 400 to a bad condition and raises nothing', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    expect((await sandbox(uuid, 'conditions', { categoryEnum: '' })).statusCode).toBe(400);
    expect(
      (await sandbox(uuid, 'conditions', { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: ['NOPE'] }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: conditionsUrl(uuid), headers: user.auth })).json()).toEqual([]);
  });
});
