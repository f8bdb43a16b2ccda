import { calendarDateIn, isBusinessDay, localTimeIn } from '@heloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdverseActionNotice, ReviewState } from '@heloc/domain/contracts';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { SANDBOX_HEADERS, appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { pdfText } from '../../../test/pdf-text';

// The engine's recorded decisions (Reg B reasons, FCRA score disclosure), the adverse action notice and its
// PDF, the manual reviews (explanation, document, the reviewer's decision) and the insurance requirements.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const NOTICE = (uuid: string) => `${appUrl(uuid)}/adverse-action`;
const REVIEW = (uuid: string, review: string) => `${appUrl(uuid)}/reviews/${review}`;
const DECIDE = (uuid: string, review: string) => `/sandbox/api/v1/applications/${uuid}/reviews/${review}/decision`;
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

const applicant = async (lastName: string) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName });
  const status = await readStatus(t.app, user, uuid);
  return { user, uuid, status };
};

const upload = async (user: Registered, url: string, bytes: Buffer, name = 'letter.pdf') => {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

describe('the adverse action notice of a decline (Reg B, FCRA §615)', () => {
  it('records the principal reasons from the key factors, discloses the score and serves the PDF to participants only', async () => {
    const { user, uuid, status } = await applicant('Declined');
    expect(status).toMatchObject({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    const res = await t.app.inject({ url: NOTICE(uuid), headers: user.auth });
    expect(res.statusCode).toBe(200);
    const notice = res.json<AdverseActionNotice>();
    expect(notice.category).toBe('CREDIT');
    // Reg B comment 9(b)(2)-4: the factors behind the score, never "score too low".
    expect(notice.reasons.map((r) => r.code)).toEqual([
      'REVOLVING_BALANCES',
      'RECENT_INQUIRIES',
      'LIMITED_CREDIT_EXPERIENCE',
      'OTHER',
    ]);
    expect(notice.reasons[0]?.text).toBe('Proportion of balances to credit limits on revolving accounts is too high');
    expect(notice.creditScore).toMatchObject({ score: 560, rangeMin: 300, rangeMax: 850 });
    expect(notice.creditScore?.keyFactors.length).toBeLessThanOrEqual(4);
    expect(notice.creditScore?.bureau.phone).toMatch(/\d{3}-\d{4}$/);
    expect(notice.lender).toMatchObject({ name: 'Summit Home Lending', nmls: '1001001' });
    expect(notice.lender.address).toContain('Austin, TX');
    expect(notice.agency.name).toContain('Federal Trade Commission');

    const pdf = await t.app.inject({ url: `${appUrl(uuid)}/documents/${notice.documentUuid}`, headers: user.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Notice of action taken and statement of reasons');
    expect(text).toContain('Proportion of balances to credit limits');
    expect(text).toContain('560');
    expect(text).toContain('from a low of 300 to a high of 850');
    expect(text).toContain('Equal Credit Opportunity Act');
    expect(text).toContain('no later than 60 days');
    expect(text).toContain(notice.creditScore?.bureau.name ?? '?');

    const stranger = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: NOTICE(uuid), headers: stranger.auth })).statusCode).toBe(404);
    const theirs = await t.app.inject({
      url: `${appUrl(uuid)}/documents/${notice.documentUuid}`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: NOTICE(uuid) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${appUrl('not-a-uuid')}/adverse-action`, headers: user.auth })).statusCode).toBe(
      400,
    );
  });

  it('records low equity as the collateral and answers 404 for an application never declined', async () => {
    const low = await applicant('Lowequity');
    expect(low.status.checklistStatus).toBe('DECLINED');
    const notice = (await t.app.inject({ url: NOTICE(low.uuid), headers: low.user.auth })).json<AdverseActionNotice>();
    expect(notice).toMatchObject({
      category: 'COLLATERAL',
      reasons: [{ code: 'INSUFFICIENT_COLLATERAL', text: 'Value or type of collateral not sufficient' }],
    });
    // The score was used in pricing: it is disclosed too.
    expect(notice.creditScore?.score).toBe(760);

    const fine = await applicant('Smith');
    expect(fine.status.checklistStatus).toBe('OFFER_SELECTION');
    expect((await t.app.inject({ url: NOTICE(fine.uuid), headers: fine.user.auth })).statusCode).toBe(404);
  });
});

describe('manual reviews (review-app/*)', () => {
  it('delinquency: the applicant explains and sends a document; approved, the offers follow', async () => {
    const { user, uuid, status } = await applicant('Delinquent');
    expect(status.checklistStatus).toBe('DELINQUENCY_REVIEW');
    const empty = (await t.app.inject({ url: REVIEW(uuid, 'delinquency'), headers: user.auth })).json<ReviewState>();
    expect(empty).toMatchObject({ open: true, explanation: null, documents: [] });
    // Decided by close of business (5 pm) on the property's clocks, on one of our business days.
    expect(empty.timeZone).toBe('America/Chicago');
    const expectedBy = new Date(empty.expectedBy!);
    expect(localTimeIn(expectedBy, empty.timeZone)).toEqual({ hour: 17, minute: 0 });
    expect(isBusinessDay(calendarDateIn(expectedBy, empty.timeZone), 'GENERAL')).toBe(true);

    const explained = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'delinquency')}/explanation`,
      headers: user.auth,
      payload: { explanation: 'My servicer misapplied the March payment; corrected since.' },
    });
    expect(explained.statusCode).toBe(200);
    expect(explained.json<ReviewState>().explanation).toContain('misapplied');
    const sent = await upload(user, `${REVIEW(uuid, 'delinquency')}/documents`, PDF('servicer letter'));
    expect(sent.statusCode).toBe(201);
    const again = await upload(user, `${REVIEW(uuid, 'delinquency')}/documents`, PDF('servicer letter'));
    expect(again.statusCode).toBe(200);
    const state = (await t.app.inject({ url: REVIEW(uuid, 'delinquency'), headers: user.auth })).json<ReviewState>();
    expect(state.documents).toHaveLength(1);
    expect(state.documents[0]).toMatchObject({ kind: 'REVIEW_DOCUMENT', fileName: 'letter.pdf' });

    const decided = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'delinquency'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    // Closed now: nothing more is taken, and a second decision is refused.
    const late = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'delinquency')}/explanation`,
      headers: user.auth,
      payload: { explanation: 'more' },
    });
    expect(late.statusCode).toBe(409);
    const twice = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'delinquency'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('uw: declined by the reviewer, with recorded reasons and the notice', async () => {
    const { user, uuid, status } = await applicant('Underwrite');
    expect(status.checklistStatus).toBe('UW_REVIEW');
    const res = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'uw'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'DECLINE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    const notice = (await t.app.inject({ url: NOTICE(uuid), headers: user.auth })).json<AdverseActionNotice>();
    expect(notice.reasons.map((r) => r.code)).toEqual(['REVOLVING_BALANCES', 'RECENT_INQUIRIES']);
    expect(notice.creditScore?.score).toBe(650);
    expect(notice.documentUuid).not.toBeNull();
  });

  it('incorrect-ownership and incorrect-pin come from the title search; approved, the priced offers show', async () => {
    const owner = await applicant('Notowner');
    expect(owner.status.checklistStatus).toBe('INCORRECT_OWNERSHIP');
    const pin = await applicant('Wrongpin');
    expect(pin.status.checklistStatus).toBe('INCORRECT_PIN');
    const res = await t.app.inject({
      method: 'POST',
      url: DECIDE(pin.uuid, 'incorrect-pin'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE' },
    });
    expect(res.json()).toMatchObject({ checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT' });
    const declined = await t.app.inject({
      method: 'POST',
      url: DECIDE(owner.uuid, 'incorrect-ownership'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'DECLINE' },
    });
    expect(declined.statusCode).toBe(200);
    const notice = (
      await t.app.inject({ url: NOTICE(owner.uuid), headers: owner.user.auth })
    ).json<AdverseActionNotice>();
    expect(notice).toMatchObject({ category: 'COLLATERAL', reasons: [{ code: 'UNABLE_TO_VERIFY_OWNERSHIP' }] });
  });

  it('no-credit: the reviewer matches the file by hand and the line is priced on its score and the title liens', async () => {
    const { user, uuid, status } = await applicant('Nomatchssn');
    expect(status.checklistStatus).toBe('CREDIT_NO_MATCH_SSN');
    const res = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'no-credit'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE', creditScore: 720 },
    });
    expect(res.statusCode).toBe(200);
    // No bureau report showed the mortgage: the title search's liens lower the line (product/prequal-winback).
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('CLTV_LIEN_POSITION_REQUALIFY');
    const row = await t.db
      .selectFrom('applications')
      .select(['credit_score', 'offers'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.credit_score).toBe(720);
    const out = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'no-credit'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE', creditScore: 900 },
    });
    expect(out.statusCode).toBe(400);
  });

  it('refuses strangers, bad input, a wrong sandbox key and a review the application is not in', async () => {
    const { user, uuid } = await applicant('Delinquent');
    const stranger = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: REVIEW(uuid, 'delinquency'), headers: stranger.auth })).statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'delinquency')}/explanation`,
      headers: stranger.auth,
      payload: { explanation: 'not mine' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await upload(stranger, `${REVIEW(uuid, 'delinquency')}/documents`, PDF('x'))).statusCode).toBe(404);
    expect((await t.app.inject({ url: REVIEW(uuid, 'nonsense'), headers: user.auth })).statusCode).toBe(400);
    const blank = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'delinquency')}/explanation`,
      headers: user.auth,
      payload: { explanation: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'delinquency')}/explanation`,
      headers: user.auth,
      payload: { explanation: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);
    expect((await upload(user, `${REVIEW(uuid, 'delinquency')}/documents`, exe, 'x.pdf')).statusCode).toBe(415);
    const notOpen = await t.app.inject({
      method: 'POST',
      url: `${REVIEW(uuid, 'uw')}/explanation`,
      headers: user.auth,
      payload: { explanation: 'wrong review' },
    });
    expect(notOpen.statusCode).toBe(409);
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'delinquency'),
      headers: { 'x-sandbox-key': 'nope' },
      payload: { decision: 'APPROVE' },
    });
    expect(wrongKey.statusCode).toBe(401);
    const badDecision = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'delinquency'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'MAYBE' },
    });
    expect(badDecision.statusCode).toBe(400);
    const wrongReview = await t.app.inject({
      method: 'POST',
      url: DECIDE(uuid, 'no-credit'),
      headers: SANDBOX_HEADERS,
      payload: { decision: 'APPROVE' },
    });
    expect(wrongReview.statusCode).toBe(409);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DELINQUENCY_REVIEW');
  });
});

describe('insurance requirements (insurance/*)', () => {
  it('requires flood insurance in zone AE and takes the proof', async () => {
    const { user, uuid } = await applicant('Floodzone');
    const state = (await t.app.inject({ url: REVIEW(uuid, 'insurance'), headers: user.auth })).json<ReviewState>();
    expect(state).toMatchObject({ floodZone: 'AE', floodInsuranceRequired: true, open: true });
    const sent = await upload(user, `${REVIEW(uuid, 'insurance')}/documents`, PDF('declarations page'), 'dec.pdf');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'INSURANCE_PROOF' });

    const dry = await applicant('Smith');
    const zoneX = (
      await t.app.inject({ url: REVIEW(dry.uuid, 'insurance'), headers: dry.user.auth })
    ).json<ReviewState>();
    expect(zoneX).toMatchObject({ floodZone: 'X', floodInsuranceRequired: false });
  });
});
