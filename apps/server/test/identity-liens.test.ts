import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ID_BACK_REQUIRED_MESSAGE,
  ID_UNDER_REVIEW_MESSAGE,
  LIEN_ACTION_REQUIRED_MESSAGE,
  LIEN_PROOF_REQUIRED_MESSAGE,
  formatMoney,
  payoffOverDrawMessage,
  englishOf,
} from '@heloc/domain';
import type { Offer } from '@heloc/domain/contracts';
import { fieldContext } from '../src/platform/crypto';
import { json } from '../src/platform/database/json';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from './helper';
import { SANDBOX_HEADERS, appUrl, createHeloc, readStatus } from './engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

// A real 8x8 baseline JPEG; `photo(n)` adds a comment segment after the start marker, so each n is another valid
// photo with other bytes (a retake).
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMivUOA//9k=',
  'base64',
);
const photo = (n = 0): Buffer => {
  const text = Buffer.from(`photo ${n}`);
  const length = Buffer.from([0, text.length + 2]);
  return Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, JPEG.subarray(2)]);
};
const PDF = Buffer.from('%PDF-1.4\n% lien release\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);

const identityUrl = (uuid: string) => `${appUrl(uuid)}/identity`;
const liensUrl = (uuid: string) => `${appUrl(uuid)}/liens`;

const multipart = async (
  user: Registered,
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes] of Object.entries(files)) form.set(name, new Blob([bytes]), `${name}.jpg`);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

const sendId = (
  user: Registered,
  uuid: string,
  files: Record<string, Buffer> = { front: photo() },
  idType = 'DRIVERS_LICENSE',
) => multipart(user, identityUrl(uuid), { idType }, files);

const sandboxStatus = async (uuid: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload,
  });
  expect(res.statusCode).toBe(200);
};

/** An application with a confirmed offer (draw: the offer's largest, or `draw`), then put at `status`. */
const atStatus = async (status: string, lastName = 'Smith', draw?: (offer: Offer) => number) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName });
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
  const offer = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<{ offers: Offer[] }>().offers[0]!;
  const selected = await t.app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/offer`,
    headers: user.auth,
    payload: {
      term: offer.term,
      type: offer.type,
      drawAmount: draw?.(offer) ?? offer.maxDraw,
      payoffPreference: 'PRESERVE',
    },
  });
  expect(selected.statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth })).statusCode,
  ).toBe(200);
  await readStatus(t.app, user, uuid);
  await sandboxStatus(uuid, { checklistStatus: status });
  return { user, uuid, offer };
};

const checksOf = (uuid: string) =>
  t.db.selectFrom('identity_checks').selectAll().where('application_uuid', '=', uuid).execute();
const documentsOf = (uuid: string, kind: string) =>
  t.db.selectFrom('documents').selectAll().where('application_uuid', '=', uuid).where('kind', '=', kind).execute();
const conditionsOf = (uuid: string) =>
  t.db.selectFrom('conditions').selectAll().where('application_uuid', '=', uuid).execute();

describe('POST identity (IDENTITY_VERIFICATION)', () => {
  it('stores the photos, verifies the ID and moves on to the liens; the ID number is kept only encrypted', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION');
    const res = await sendId(user, uuid, { front: photo(1), back: photo(2) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'VERIFIED', status: { checklistStatus: 'LIEN_VERIFICATION' } });

    const documents = await documentsOf(uuid, 'GOVERNMENT_ID');
    expect(documents.map((d) => d.content_type)).toEqual(['image/jpeg', 'image/jpeg']);
    const [check] = await checksOf(uuid);
    expect(check).toMatchObject({ id_type: 'DRIVERS_LICENSE', outcome: 'VERIFIED', identity_uuid: user.identityUuid });
    expect(documents.every((d) => d.subject_uuid === check!.uuid)).toBe(true);
    expect(check!.id_number_encrypted).toMatch(/^v1\./);

    // The raw tables hold no plain ID number; the answers carry its last 4 only.
    const idNumber = t.app.fieldCipher.decrypt(
      check!.id_number_encrypted!,
      fieldContext('identity_checks', check!.uuid, 'id_number'),
    );
    expect(idNumber).toMatch(/^D\d{8}$/);
    expect(check!.id_number_last4).toBe(idNumber.slice(-4));
    const raw = JSON.stringify([
      await checksOf(uuid),
      await documentsOf(uuid, 'GOVERNMENT_ID'),
      await conditionsOf(uuid),
    ]);
    expect(raw).not.toContain(idNumber);
    const got = await t.app.inject({ url: identityUrl(uuid), headers: user.auth });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      check: {
        idType: 'DRIVERS_LICENSE',
        result: 'VERIFIED',
        idNumberLast4: idNumber.slice(-4),
        attempt: 1,
        message: null,
      },
      status: { checklistStatus: 'LIEN_VERIFICATION' },
    });
    expect(got.body).not.toContain(idNumber);
    expect(res.body).not.toContain(idNumber);
  });

  it('answers a replay of the same photos with the same check: no second row, document or step', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION');
    const first = await sendId(user, uuid, { front: photo(3) }, 'PASSPORT');
    const again = await sendId(user, uuid, { front: photo(3) }, 'PASSPORT');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await checksOf(uuid)).toHaveLength(1);
    expect(await documentsOf(uuid, 'GOVERNMENT_ID')).toHaveLength(1);
  });

  it('answers 404 to anyone but a participant, for both calls', async () => {
    const { uuid } = await atStatus('IDENTITY_VERIFICATION');
    const stranger = await registerAndLogin(t.app);
    expect((await sendId(stranger, uuid)).statusCode).toBe(404);
    expect((await t.app.inject({ url: identityUrl(uuid), headers: stranger.auth })).statusCode).toBe(404);
    expect(await checksOf(uuid)).toHaveLength(0);
    expect(await documentsOf(uuid, 'GOVERNMENT_ID')).toHaveLength(0);
  });

  it('refuses bad bodies with the exact message, storing nothing', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION');
    const documentsBefore = await countRows(t.db, 'documents');
    const badType = await sendId(user, uuid, { front: photo() }, 'LIBRARY_CARD');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ errors: ['idType: Please choose the type of ID'] });
    const noFront = await multipart(user, identityUrl(uuid), { idType: 'PASSPORT' }, {});
    expect(noFront.statusCode).toBe(400);
    expect(noFront.json()).toEqual({ errors: ['front is required'] });
    const executable = await sendId(user, uuid, { front: EXECUTABLE });
    expect(executable.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: identityUrl(uuid), headers: user.auth, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(await countRows(t.db, 'documents')).toBe(documentsBefore);
    expect(await checksOf(uuid)).toHaveLength(0);
  });

  it('asks for the back of the ID where the back-of-id flag says, except for a passport', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION');
    await t.db
      .insertInto('feature_flags')
      .values({ key: 'back-of-id', org_code: 'summit', enabled: true, variables: json({}), description: 'test' })
      .execute();
    try {
      const noBack = await sendId(user, uuid, { front: photo(4) }, 'STATE_ID_CARD');
      expect(noBack.statusCode).toBe(400);
      expect(noBack.json()).toEqual({ errors: [englishOf(ID_BACK_REQUIRED_MESSAGE)] });
      const passport = await sendId(user, uuid, { front: photo(4) }, 'PASSPORT');
      expect(passport.json()).toMatchObject({ result: 'VERIFIED' });
    } finally {
      await t.db.deleteFrom('feature_flags').where('key', '=', 'back-of-id').where('org_code', '=', 'summit').execute();
    }
  });

  it('answers 409 before identity verification, and to new photos once verified', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION');
    await sandboxStatus(uuid, { checklistStatus: 'HMDA' });
    const early = await sendId(user, uuid);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: ['Your ID can be sent only while we verify your identity'] });
    await sandboxStatus(uuid, { checklistStatus: 'IDENTITY_VERIFICATION' });
    expect((await sendId(user, uuid, { front: photo(5) })).json()).toMatchObject({ result: 'VERIFIED' });
    // The same photos again answer the verified check; other photos come too late.
    expect((await sendId(user, uuid, { front: photo(5) })).statusCode).toBe(200);
    expect((await sendId(user, uuid, { front: photo(6) })).statusCode).toBe(409);
    expect(await checksOf(uuid)).toHaveLength(1);
  });

  it('Idfail: the ID fails once, raising one ID_VERIFICATION_FAILURE (not two on a replay); a new photo passes', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION', 'Idfail');
    const failed = await sendId(user, uuid, { front: photo(7) });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      result: 'FAILED_VERIFICATION',
      status: { checklistStatus: 'IDENTITY_VERIFICATION' },
    });
    const replay = await sendId(user, uuid, { front: photo(7) });
    expect(replay.json()).toEqual(failed.json());
    const conditions = await conditionsOf(uuid);
    expect(conditions).toHaveLength(1);
    expect(conditions[0]).toMatchObject({ category_enum: 'ID_VERIFICATION_FAILURE', resolved_at: null });
    expect(conditions[0]!.comments_to_borrower).toMatch(/Take a new photo/);
    const shown = await t.app.inject({ url: identityUrl(uuid), headers: user.auth });
    expect(shown.json().check).toMatchObject({
      result: 'FAILED_VERIFICATION',
      message: conditions[0]!.comments_to_borrower,
      idNumberLast4: null,
    });
    const borrowerConditions = await t.app.inject({
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
      headers: user.auth,
    });
    expect(borrowerConditions.json().map((c: { categoryEnum: string }) => c.categoryEnum)).toEqual([
      'ID_VERIFICATION_FAILURE',
    ]);

    const retry = await sendId(user, uuid, { front: photo(8) });
    expect(retry.json()).toMatchObject({ result: 'VERIFIED', status: { checklistStatus: 'LIEN_VERIFICATION' } });
    expect((await t.app.inject({ url: identityUrl(uuid), headers: user.auth })).json().check).toMatchObject({
      result: 'VERIFIED',
      attempt: 2,
    });
    const after = await conditionsOf(uuid);
    expect(after).toHaveLength(1);
    expect(after[0]!.resolved_at).not.toBeNull();
  });

  it('Idreview: the ID goes to a specialist; the application waits at identity and the screen says so', async () => {
    const { user, uuid } = await atStatus('IDENTITY_VERIFICATION', 'Idreview');
    const res = await sendId(user, uuid);
    expect(res.json()).toMatchObject({
      result: 'PENDING_REVIEW',
      status: { checklistStatus: 'IDENTITY_VERIFICATION' },
    });
    const shown = (await t.app.inject({ url: identityUrl(uuid), headers: user.auth })).json();
    expect(shown.check).toMatchObject({ result: 'PENDING_REVIEW', message: englishOf(ID_UNDER_REVIEW_MESSAGE) });
    expect(await conditionsOf(uuid)).toHaveLength(0);
  });
});

const getLiens = (user: Registered, uuid: string) => t.app.inject({ url: liensUrl(uuid), headers: user.auth });
const putLiens = (user: Registered, uuid: string, liens: { uuid: string; action: string }[]) =>
  t.app.inject({ method: 'PUT', url: liensUrl(uuid), headers: user.auth, payload: { liens } });
const liensOf = (uuid: string) =>
  t.db.selectFrom('liens').selectAll().where('application_uuid', '=', uuid).orderBy('position').execute();
interface LienAnswer {
  uuid: string;
  lenderName: string;
  position: number;
  action: string | null;
  payoffStatus: string | null;
}

describe('GET liens (LIEN_VERIFICATION)', () => {
  it('lists what the title search found, creating the rows once even under concurrent first reads', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION');
    const [a, b] = await Promise.all([getLiens(user, uuid), getLiens(user, uuid)]);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual([
      {
        uuid: expect.any(String),
        lenderName: 'Sandbox Mortgage Co.',
        balance: 200_000,
        monthlyPayment: 1_200,
        position: 1,
        action: null,
        payoffStatus: null,
      },
    ]);
    expect(b.json()).toEqual(a.json());
    expect((await getLiens(user, uuid)).json()).toEqual(a.json());
    expect(await liensOf(uuid)).toHaveLength(1);
  });

  it('answers 404 to anyone but a participant', async () => {
    const { uuid } = await atStatus('LIEN_VERIFICATION');
    const stranger = await registerAndLogin(t.app);
    expect((await getLiens(stranger, uuid)).statusCode).toBe(404);
    expect(await liensOf(uuid)).toHaveLength(0);
  });
});

describe('PUT liens', () => {
  it('keeping every lien moves on to the disbursement account; a replay answers the same, a change is 409', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION');
    const [mortgage] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const body = [{ uuid: mortgage!.uuid, action: 'KEEP' }];
    const res = await putLiens(user, uuid, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      liens: [{ uuid: mortgage!.uuid, action: 'KEEP', payoffStatus: null }],
      status: { checklistStatus: 'DISBURSEMENT_ACCOUNT' },
    });
    const replay = await putLiens(user, uuid, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    const changed = await putLiens(user, uuid, [{ uuid: mortgage!.uuid, action: 'PAY_OFF' }]);
    expect(changed.statusCode).toBe(409);
    const history = await t.db
      .selectFrom('status_history')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .where('to_value', '=', 'DISBURSEMENT_ACCOUNT')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('the crypto variant goes to autopay (docs/product/registration-and-routing.md §4)', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION');
    await sandboxStatus(uuid, { isCrypto: true });
    const [mortgage] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const res = await putLiens(user, uuid, [{ uuid: mortgage!.uuid, action: 'KEEP' }]);
    expect(res.json()).toMatchObject({ status: { checklistStatus: 'AUTOPAY_ACCOUNT' } });
  });

  it('answers 404 to a stranger and 409 before the liens are verified', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION');
    const [mortgage] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const stranger = await registerAndLogin(t.app);
    expect((await putLiens(stranger, uuid, [{ uuid: mortgage!.uuid, action: 'KEEP' }])).statusCode).toBe(404);
    await sandboxStatus(uuid, { checklistStatus: 'IDENTITY_VERIFICATION' });
    const early = await putLiens(user, uuid, [{ uuid: mortgage!.uuid, action: 'KEEP' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: ['Your liens can be confirmed only while we verify them'] });
  });

  it('refuses bad bodies with the exact message: a lien unanswered, unknown, without proof, a bad action', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION', 'Payoff');
    const [mortgage, second] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    expect(second).toMatchObject({ lenderName: 'Sandbox Home Equity Bank', position: 2 });
    const missing = await putLiens(user, uuid, [{ uuid: mortgage!.uuid, action: 'KEEP' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: [`Sandbox Home Equity Bank: ${englishOf(LIEN_ACTION_REQUIRED_MESSAGE)}`],
    });
    const unknownUuid = '00000000-0000-4000-8000-000000000000';
    const unknown = await putLiens(user, uuid, [{ uuid: unknownUuid, action: 'KEEP' }]);
    expect(unknown.json()).toEqual({ errors: [`liens: no lien ${unknownUuid} on this application`] });
    const noProof = await putLiens(user, uuid, [
      { uuid: mortgage!.uuid, action: 'KEEP' },
      { uuid: second!.uuid, action: 'ALREADY_PAID' },
    ]);
    expect(noProof.json()).toEqual({ errors: [`Sandbox Home Equity Bank: ${englishOf(LIEN_PROOF_REQUIRED_MESSAGE)}`] });
    const badAction = await putLiens(user, uuid, [{ uuid: mortgage!.uuid, action: 'IGNORE' }]);
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().errors.join()).toMatch(englishOf(LIEN_ACTION_REQUIRED_MESSAGE));
    const twice = await putLiens(user, uuid, [
      { uuid: mortgage!.uuid, action: 'KEEP' },
      { uuid: mortgage!.uuid, action: 'PAY_OFF' },
    ]);
    expect(twice.json().errors.join()).toMatch('Each lien may be answered once');
    expect((await liensOf(uuid)).map((l) => l.action)).toEqual([null, null]);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('LIEN_VERIFICATION');
  });

  it('Payoff: paying off the second lien sets DEDUCT, waits for the payoff letter (a PDF), then moves on', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION', 'Payoff');
    const [mortgage, second] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const res = await putLiens(user, uuid, [
      { uuid: mortgage!.uuid, action: 'KEEP' },
      { uuid: second!.uuid, action: 'PAY_OFF' },
    ]);
    expect(res.json()).toMatchObject({
      liens: [
        { action: 'KEEP', payoffStatus: null },
        { action: 'PAY_OFF', payoffStatus: 'MARKED_FOR_PAYOFF' },
      ],
      status: { checklistStatus: 'PAYOFF_REQUEST_PENDING' },
    });
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(application.selectedOffer).toMatchObject({ payoffPreference: 'DEDUCT', confirmed: true });

    // The payoff letter step (processing delay 0 here) runs at the next status read.
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
    const [letter, ...others] = await documentsOf(uuid, 'PAYOFF_LETTER');
    expect(others).toHaveLength(0);
    expect(letter).toMatchObject({
      content_type: 'application/pdf',
      subject_uuid: second!.uuid,
      uploaded_by: 'SYSTEM',
    });
    const download = await t.app.inject({ url: `${appUrl(uuid)}/documents/${letter!.uuid}`, headers: user.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getLiens(user, uuid)).json<LienAnswer[]>()[1]).toMatchObject({
      action: 'PAY_OFF',
      payoffStatus: 'PAYOFF_LETTER_RECEIVED',
    });
  });

  it('blocks a payoff larger than the draw, with an explanation', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION', 'Payoff', (offer) => offer.minDraw);
    const [mortgage, second] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    const draw = application.selectedOffer.drawAmount as number;
    expect(draw).toBeLessThan(200_000);
    const res = await putLiens(user, uuid, [
      { uuid: mortgage!.uuid, action: 'PAY_OFF' },
      { uuid: second!.uuid, action: 'KEEP' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [englishOf(payoffOverDrawMessage('$200,000', formatMoney(draw)))] });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('LIEN_VERIFICATION');
  });
});

describe('POST liens/:lienUuid/proof', () => {
  it('stores the proof for the lien, marks it paid, and lets the applicant move on; a replay stores nothing more', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION', 'Payoff');
    const [mortgage, second] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const url = `${liensUrl(uuid)}/${second!.uuid}/proof`;
    const res = await multipart(user, url, {}, { file: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'LIEN_PAYOFF_PROOF',
      contentType: 'application/pdf',
      uploadedBy: 'APPLICANT',
    });
    const replay = await multipart(user, url, {}, { file: PDF });
    expect(replay.json()).toEqual(res.json());
    expect(await documentsOf(uuid, 'LIEN_PAYOFF_PROOF')).toHaveLength(1);
    expect((await getLiens(user, uuid)).json<LienAnswer[]>()[1]).toMatchObject({
      action: 'ALREADY_PAID',
      payoffStatus: 'PROOF_RECEIVED',
    });
    const saved = await putLiens(user, uuid, [
      { uuid: mortgage!.uuid, action: 'KEEP' },
      { uuid: second!.uuid, action: 'ALREADY_PAID' },
    ]);
    expect(saved.json()).toMatchObject({ status: { checklistStatus: 'DISBURSEMENT_ACCOUNT' } });
    // A new file once the liens are confirmed comes too late.
    expect((await multipart(user, url, {}, { file: photo(9) })).statusCode).toBe(409);
  });

  it('answers 404 to a stranger or an unknown lien, 400 without a file, 415 to a file that is not a document', async () => {
    const { user, uuid } = await atStatus('LIEN_VERIFICATION', 'Payoff');
    const [, second] = (await getLiens(user, uuid)).json<LienAnswer[]>();
    const url = `${liensUrl(uuid)}/${second!.uuid}/proof`;
    const stranger = await registerAndLogin(t.app);
    expect((await multipart(stranger, url, {}, { file: PDF })).statusCode).toBe(404);
    const unknown = `${liensUrl(uuid)}/00000000-0000-4000-8000-000000000000/proof`;
    expect((await multipart(user, unknown, {}, { file: PDF })).statusCode).toBe(404);
    const none = await multipart(user, url, {}, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: ['file is required'] });
    expect((await multipart(user, url, {}, { file: EXECUTABLE })).statusCode).toBe(415);
    expect(await documentsOf(uuid, 'LIEN_PAYOFF_PROOF')).toHaveLength(0);
  });
});
