import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_NOT_ANSWERABLE_MESSAGE,
  CONDITION_REJECTION_REASON_REQUIRED_MESSAGE,
  CONDITION_WRONG_ACTION_MESSAGE,
  conditionDocumentsMissingMessage,
  englishOf,
} from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { SANDBOX_REJECTION_REASON } from '../../workflow/providers/sandbox/condition-review';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from '../../../test/helper';
import { SANDBOX_HEADERS, createHeloc, readStatus } from '../../../test/engine-fixtures';

// Lender conditions, from raising to clearing. The reviewer decides at once (delays 0) unless a test says.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', CONDITION_REVIEW_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const LIST = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const ONE = (uuid: string, c: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c}`;
const SANDBOX = (uuid: string) => `/sandbox/api/v1/applications/${uuid}`;

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);

const setStatus = async (uuid: string, checklistStatus: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${SANDBOX(uuid)}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus },
  });
  expect(res.statusCode).toBe(200);
};

const raise = async (uuid: string, body: Record<string, unknown>): Promise<Condition> => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${SANDBOX(uuid)}/conditions`,
    headers: SANDBOX_HEADERS,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Condition>();
};

const applicant = async (lastName = 'Smith', status = 'COLLECT_ADDITIONAL_INFO') => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName });
  await readStatus(t.app, user, uuid);
  await setStatus(uuid, status);
  return { user, uuid };
};

const list = async (user: Registered, uuid: string) => {
  const res = await t.app.inject({ url: LIST(uuid), headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<Condition[]>();
};

const multipart = async (
  user: Registered,
  url: string,
  fields: Record<string, string>,
  files: [string, Buffer, string][],
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes, fileName] of files) form.set(name, new Blob([bytes]), fileName);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

const upload = (user: Registered, uuid: string, c: string, bytes: Buffer, name = 'statement.pdf') =>
  multipart(user, `${ONE(uuid, c)}/documents`, {}, [['file', bytes, name]]);
const submit = (user: Registered, uuid: string, c: string) =>
  t.app.inject({ method: 'POST', url: `${ONE(uuid, c)}/submit`, headers: user.auth });
const history = (c: string) =>
  t.db.selectFrom('condition_history').selectAll().where('condition_uuid', '=', c).orderBy('seq').execute();

describe('listing conditions (docs/product/application-area.md §4.1)', () => {
  it('lists the raised conditions oldest first with their state; only participants see them', async () => {
    const { user, uuid } = await applicant();
    const first = await raise(uuid, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'] });
    t.clock.advance(1000);
    const second = await raise(uuid, { categoryEnum: 'NOT_A_REAL_CATEGORY', commentsToBorrower: 'hidden' });
    t.clock.advance(1000);
    const third = await raise(uuid, {
      categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      commentsToBorrower: 'Your two latest paystubs',
      numDocsRequired: 2,
    });
    const shown = await list(user, uuid);
    // The server sends every condition; the client keeps known categories (the domain's visibleConditions).
    expect(shown.map((c) => c.uuid)).toEqual([first.uuid, second.uuid, third.uuid]);
    expect(shown[2]).toMatchObject({
      state: 'NEEDED',
      rejectionReason: null,
      documents: [],
      commentsToBorrower: 'Your two latest paystubs',
      xtraData: { numDocsRequired: 2 },
    });
    expect((await history(first.uuid)).map((h) => [h.from_state, h.to_state, h.changed_by])).toEqual([
      [null, 'NEEDED', 'sandbox'],
    ]);

    const stranger = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: LIST(uuid), headers: stranger.auth })).statusCode).toBe(404);
    expect((await upload(stranger, uuid, first.uuid, PDF('x'))).statusCode).toBe(404);
    expect((await submit(stranger, uuid, first.uuid)).statusCode).toBe(404);
  });
});

describe('answering with documents', () => {
  it('uploads several files, removes one, refuses an incomplete answer, submits, reviews and accepts', async () => {
    const { user, uuid } = await applicant();
    const c = await raise(uuid, { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', numDocsRequired: 2 });
    const a = await upload(user, uuid, c.uuid, PDF('a'), 'paystub-1.pdf');
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      kind: 'CONDITION_DOCUMENT',
      fileName: 'paystub-1.pdf',
      contentType: 'application/pdf',
    });
    // A double click sends the same file again: the first record answers.
    const replay = await upload(user, uuid, c.uuid, PDF('a'), 'paystub-1.pdf');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().uuid).toBe(a.json().uuid);
    const wrong = await upload(user, uuid, c.uuid, JPEG, 'wrong.jpg');
    expect(wrong.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${ONE(uuid, c.uuid)}/documents/${wrong.json().uuid}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(user, uuid))[0]!.documents.map((d) => d.fileName)).toEqual(['paystub-1.pdf']);

    const early = await submit(user, uuid, c.uuid);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: [englishOf(conditionDocumentsMissingMessage(1))] });

    await upload(user, uuid, c.uuid, PDF('b'), 'paystub-2.pdf');
    const done = await submit(user, uuid, c.uuid);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'ACCEPTED', resolved: expect.any(String) });
    expect(
      done
        .json()
        .documents.map((d: { fileName: string }) => d.fileName)
        .sort(),
    ).toEqual(['paystub-1.pdf', 'paystub-2.pdf']);
    expect((await history(c.uuid)).map((h) => [h.to_state, h.changed_by])).toEqual([
      ['NEEDED', 'sandbox'],
      ['SUBMITTED', `identity:${user.identityUuid}`],
      ['IN_REVIEW', 'engine:CONDITION_REVIEW'],
      ['ACCEPTED', 'engine:CONDITION_REVIEW'],
    ]);
    // A replayed submit answers the condition as it is, without another history row; an upload now is 409.
    expect((await submit(user, uuid, c.uuid)).json().state).toBe('ACCEPTED');
    expect(await history(c.uuid)).toHaveLength(4);
    const late = await upload(user, uuid, c.uuid, PDF('c'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errors: [englishOf(CONDITION_NOT_ANSWERABLE_MESSAGE)] });
  });

  it('refuses a file over the size limit, of a forbidden type by its bytes, and stores nothing', async () => {
    const { user, uuid } = await applicant();
    const c = await raise(uuid, { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' });
    const before = await countRows(t.db, 'documents');
    const exe = await upload(user, uuid, c.uuid, EXECUTABLE, 'statement.pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0]).toMatch(/PDF|JPEG|type/i);
    const big = await upload(user, uuid, c.uuid, Buffer.concat([PDF('big'), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(await countRows(t.db, 'documents')).toBe(before);
    expect((await list(user, uuid))[0]!.documents).toEqual([]);
  });

  it('refuses the wrong kind of answer for a category', async () => {
    const { user, uuid } = await applicant();
    const phone = await raise(uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const res = await upload(user, uuid, phone.uuid, PDF('p'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [englishOf(CONDITION_WRONG_ACTION_MESSAGE)] });
  });

  it('shows a rejected answer with its reason and accepts the next one (Rejectdocs)', async () => {
    const { user, uuid } = await applicant('Rejectdocs');
    const c = await raise(uuid, { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION' });
    await upload(user, uuid, c.uuid, PDF('deed'), 'deed.pdf');
    const first = (await submit(user, uuid, c.uuid)).json<Condition>();
    expect(first).toMatchObject({ state: 'REJECTED', rejectionReason: SANDBOX_REJECTION_REASON, documents: [] });
    // The rejected file stays on file, but the new answer starts empty.
    const again = await submit(user, uuid, c.uuid);
    expect(again.statusCode).toBe(400);
    await upload(user, uuid, c.uuid, PDF('deed clear'), 'deed-clear.pdf');
    const second = (await submit(user, uuid, c.uuid)).json<Condition>();
    expect(second).toMatchObject({ state: 'ACCEPTED', rejectionReason: null });
    expect(second.documents.map((d) => d.fileName)).toEqual(['deed-clear.pdf']);
    expect((await history(c.uuid)).map((h) => h.to_state)).toEqual([
      'NEEDED',
      'SUBMITTED',
      'IN_REVIEW',
      'REJECTED',
      'SUBMITTED',
      'IN_REVIEW',
      'ACCEPTED',
    ]);
  });

  it('waits CONDITION_REVIEW_DELAY_MS in review before the reviewer decides', async () => {
    const slow = await buildTestApp({ PROCESSING_DELAY_MS: '0', CONDITION_REVIEW_DELAY_MS: '5000' });
    try {
      const user = await registerAndLogin(slow.app);
      const uuid = await createHeloc(slow.app, user);
      await readStatus(slow.app, user, uuid);
      const raised = await slow.app.inject({
        method: 'POST',
        url: `${SANDBOX(uuid)}/conditions`,
        headers: SANDBOX_HEADERS,
        payload: { categoryEnum: 'ESCALATION_REVIEW' },
      });
      const c = raised.json<Condition>().uuid;
      const form = new FormData();
      form.set('file', new Blob([PDF('e')]), 'letter.pdf');
      const encoded = new Response(form);
      await slow.app.inject({
        method: 'POST',
        url: `${ONE(uuid, c)}/documents`,
        headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      const res = await slow.app.inject({ method: 'POST', url: `${ONE(uuid, c)}/submit`, headers: user.auth });
      expect(res.json().state).toBe('IN_REVIEW');
      slow.clock.advance(5000);
      const after = (await slow.app.inject({ url: LIST(uuid), headers: user.auth })).json<Condition[]>();
      expect(after[0]!.state).toBe('ACCEPTED');
    } finally {
      await slow.close();
    }
  });
});

describe('the workflow waits for a condition', () => {
  it('continues from income verification to identity once the paystubs are accepted', async () => {
    const { user, uuid } = await applicant('Smith', 'INCOME_VERIFICATION');
    const c = await raise(uuid, { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', requestDocuments: ['PAYSTUB'] });
    await upload(user, uuid, c.uuid, PDF('stub'));
    expect((await submit(user, uuid, c.uuid)).json().state).toBe('ACCEPTED');
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('IDENTITY_VERIFICATION');
  });

  it('re-verifies a failed ID through the identity check and moves on to the liens (Idfail)', async () => {
    const { user, uuid } = await applicant('Idfail', 'IDENTITY_VERIFICATION');
    const first = await multipart(
      user,
      `/service-application/api/v1/application/heloc/${uuid}/identity`,
      { idType: 'PASSPORT' },
      [['front', JPEG, 'passport.jpg']],
    );
    expect(first.json().result).toBe('FAILED_VERIFICATION');
    const [failure] = await list(user, uuid);
    expect(failure).toMatchObject({ categoryEnum: 'ID_VERIFICATION_FAILURE', state: 'NEEDED' });
    const answer = await multipart(user, `${ONE(uuid, failure!.uuid)}/identity`, { idType: 'PASSPORT' }, [
      [
        'front',
        Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, 5, 0x61, 0x62, 0x63]), JPEG.subarray(2)]),
        'retake.jpg',
      ],
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ state: 'ACCEPTED' });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('LIEN_VERIFICATION');
    expect((await history(failure!.uuid)).map((h) => [h.to_state, h.changed_by])).toEqual([
      ['NEEDED', 'engine'],
      ['SUBMITTED', `identity:${user.identityUuid}`],
      ['IN_REVIEW', `identity:${user.identityUuid}`],
      ['ACCEPTED', 'engine:VERIFY_IDENTITY'],
    ]);
  });

  it('has the identity provider read a re-uploaded ID for a fraud review at any status', async () => {
    const { user, uuid } = await applicant();
    const c = await raise(uuid, { categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' });
    const res = await multipart(user, `${ONE(uuid, c.uuid)}/identity`, { idType: 'PASSPORT' }, [
      ['front', JPEG, 'id.jpg'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'ACCEPTED',
      documents: [expect.objectContaining({ fileName: 'id.jpg' })],
    });
  });
});

describe('phone number (MISSING_PHONE_NUMBER)', () => {
  it('saves the number as the phone alias and clears the condition; bad numbers get the exact message', async () => {
    const { user, uuid } = await applicant();
    const c = await raise(uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const url = `${ONE(uuid, c.uuid)}/phone-number`;
    const bad = await t.app.inject({ method: 'POST', url, headers: user.auth, payload: { phoneNumber: '1555' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: ['phoneNumber: Country code 1 is not needed'] });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: { phoneNumber: '(512) 555-0199' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('ACCEPTED');
    const identity = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
    expect(identity.json().aliases).toContainEqual({ type: 'Phone', value: '(512) 555-0199' });
  });
});

describe('operations staff (sandbox control API)', () => {
  it('leaves answers in review for staff (Docreview), who reject with a reason and then accept', async () => {
    const { user, uuid } = await applicant('Docreview');
    const c = await raise(uuid, { categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' });
    await upload(user, uuid, c.uuid, PDF('trust'));
    expect((await submit(user, uuid, c.uuid)).json().state).toBe('IN_REVIEW');
    const decide = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${SANDBOX(uuid)}/conditions/${c.uuid}/${action}`,
        headers: SANDBOX_HEADERS,
        ...(payload ? { payload } : {}),
      });
    const noReason = await decide('reject', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ errors: [`reason: ${CONDITION_REJECTION_REASON_REQUIRED_MESSAGE}`] });
    expect((await decide('reject', { reason: 'Every page, please' })).json()).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'Every page, please',
    });
    expect((await list(user, uuid))[0]).toMatchObject({ state: 'REJECTED', rejectionReason: 'Every page, please' });
    expect((await decide('accept')).json().state).toBe('ACCEPTED');
    expect((await decide('accept')).json().state).toBe('ACCEPTED');
    expect((await decide('reject', { reason: 'late' })).statusCode).toBe(409);
    expect((await history(c.uuid)).filter((h) => h.changed_by === 'sandbox').map((h) => h.to_state)).toEqual([
      'NEEDED',
      'REJECTED',
      'ACCEPTED',
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX(uuid)}/conditions/00000000-0000-4000-8000-000000000000/accept`,
      headers: SANDBOX_HEADERS,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `${SANDBOX(uuid)}/conditions/${c.uuid}/accept` })).statusCode,
    ).toBe(401);
  });
});
