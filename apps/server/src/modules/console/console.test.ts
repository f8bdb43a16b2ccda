import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_REQUEST_REQUIRED_MESSAGE } from '@heloc/domain/contracts';
import type {
  AdverseActionNotice,
  ApplicationFile,
  Condition,
  PipelinePage,
  StaffCondition,
} from '@heloc/domain/contracts';
import { FILE_ACTION_TABLE, conditionActionRefusal } from '@heloc/domain';
import { fieldContext } from '../../platform/crypto';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { SANDBOX_HEADERS, appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { ASSIGNEE_NOT_IN_ORG_MESSAGE } from './assign-file.service';
import { FILE_CLOSED_MESSAGE } from './console-file';

// The operations console's calls (docs/product/operations-console.md §3-§8) through app.inject on a real database:
// what a member does, the borrower sees through their own calls. Condition answers wait for a member (a long review
// delay), steps apply at once.
let t: TestApp;
let admin: StaffSession;
let other: StaffSession;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', CONDITION_REVIEW_DELAY_MS: '3600000' });
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'], name: 'Avery Admin' });
  other = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['keystone'], name: 'Kim Keystone' });
});
afterAll(async () => t.close());

const API = '/console/api/v1/applications';
const CONDITIONS = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** A tag no other test's names share, so each test's search sees only its own applications. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;

const setStatus = async (uuid: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
};

/** A borrower's application (the persona is the last word of the last name), optionally moved to a status. */
const applicant = async (lastName: string, status?: string) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName });
  await readStatus(t.app, user, uuid);
  if (status) await setStatus(uuid, { checklistStatus: status });
  return { user, uuid };
};

const get = (session: StaffSession, url: string) => t.app.inject({ url, headers: session.headers });
const post = (session: StaffSession, url: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload }) });

const pipeline = async (session: StaffSession, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(session, `${API}?${search}`);
  expect(res.statusCode).toBe(200);
  return res.json<PipelinePage>();
};

const file = async (uuid: string, session = admin) => {
  const res = await get(session, `${API}/${uuid}`);
  expect(res.statusCode).toBe(200);
  return res.json<ApplicationFile>();
};

const borrowerConditions = async (user: Registered, uuid: string) => {
  const res = await t.app.inject({ url: CONDITIONS(uuid), headers: user.auth });
  expect(res.statusCode).toBe(200);
  // What the lender writes for itself never reaches the borrower (docs/product/privacy.md).
  expect(res.body).not.toMatch(/internalNotes|Internal:/);
  return res.json<Condition[]>();
};

/** The borrower answers a condition with one PDF and submits it. */
const answer = async (user: Registered, uuid: string, conditionUuid: string, text: string) => {
  const one = `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}`;
  const form = new FormData();
  form.set('file', new Blob([PDF(text)]), `${text}.pdf`);
  const encoded = new Response(form);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${one}/documents`,
    headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(201);
  const submitted = await t.app.inject({ method: 'POST', url: `${one}/submit`, headers: user.auth });
  expect(submitted.statusCode).toBe(200);
};

const auditActions = async (uuid: string) => (await file(uuid)).audit.map((a) => a.action);

describe('the pipeline (docs/product/operations-console.md §3)', () => {
  it("lists only the member's organisations, searched, filtered, sorted and paged on the server", async () => {
    const name = tag();
    const smith = await applicant(`${name} Smith`);
    t.clock.advance(60_000);
    const delinquent = await applicant(`${name} Delinquent`);
    t.clock.advance(60_000);
    const elsewhere = await applicant(`${name} Smith`);
    await t.db.updateTable('applications').set({ org_code: 'keystone' }).where('uuid', '=', elsewhere.uuid).execute();

    const mine = await pipeline(admin, { q: name });
    expect(mine.total).toBe(2);
    // Longest in its status first (the default: age, descending).
    expect(mine.rows.map((r) => r.uuid)).toEqual([smith.uuid, delinquent.uuid]);
    expect(mine.rows[0]).toMatchObject({
      borrowerName: `Pat ${name} Smith`,
      orgCode: 'summit',
      checklistStatus: 'OFFER_SELECTION',
      waitingOn: 'BORROWER',
      nextAction: 'The borrower chooses an offer.',
      assignee: null,
      openConditions: 0,
    });
    expect(mine.rows[1]).toMatchObject({ checklistStatus: 'DELINQUENCY_REVIEW', waitingOn: 'LENDER' });
    expect((await pipeline(other, { q: name })).rows.map((r) => r.uuid)).toEqual([elsewhere.uuid]);
    expect((await pipeline(admin, { q: name, orgCode: 'keystone' })).total).toBe(0);

    // Search: "first last", a loan number; filters: status, waiting on; sorts and pages.
    expect((await pipeline(admin, { q: `pat ${name}` })).total).toBe(2);
    // The e-mail the borrower gave (every fixture's is the same).
    const byEmail = await pipeline(admin, { q: 'PAT@example', pageSize: 100 });
    expect(byEmail.rows.every((r) => r.email === 'pat@example.com')).toBe(true);
    expect(byEmail.total).toBeGreaterThanOrEqual(2);
    const loanNumber = mine.rows[1]?.loanNumber ?? '';
    expect((await pipeline(admin, { q: loanNumber })).rows.map((r) => r.uuid)).toEqual([delinquent.uuid]);
    expect((await pipeline(admin, { q: name, status: 'DELINQUENCY_REVIEW' })).rows.map((r) => r.uuid)).toEqual([
      delinquent.uuid,
    ]);
    expect((await pipeline(admin, { q: name, waitingOn: 'LENDER' })).rows.map((r) => r.uuid)).toEqual([
      delinquent.uuid,
    ]);
    expect((await pipeline(admin, { q: name, sort: 'age', order: 'asc' })).rows[0]?.uuid).toBe(delinquent.uuid);
    expect((await pipeline(admin, { q: name, sort: 'name', order: 'asc' })).rows[0]?.uuid).toBe(delinquent.uuid);
    const second = await pipeline(admin, { q: name, pageSize: 1, page: 2 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.rows.map((r) => r.uuid)).toEqual([delinquent.uuid]);

    // A condition the borrower owes makes the review wait on the borrower, in the row and in the filter.
    const raised = await post(admin, `${API}/${delinquent.uuid}/conditions`, {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      commentsToBorrower: 'A letter from your bank, please',
    });
    expect(raised.statusCode).toBe(201);
    const owed = await pipeline(admin, { q: name, waitingOn: 'BORROWER' });
    expect(owed.rows.map((r) => r.uuid).sort()).toEqual([smith.uuid, delinquent.uuid].sort());
    expect(owed.rows.find((r) => r.uuid === delinquent.uuid)).toMatchObject({
      waitingOn: 'BORROWER',
      openConditions: 1,
    });
    expect((await pipeline(admin, { q: name, waitingOn: 'LENDER' })).total).toBe(0);

    // Assignment: to me, and the unassigned.
    expect(
      (await post(admin, `${API}/${smith.uuid}/assignee`, { memberUuid: admin.memberUuid }, 'PUT')).statusCode,
    ).toBe(200);
    expect((await pipeline(admin, { q: name, assignee: 'me' })).rows).toMatchObject([
      { uuid: smith.uuid, assignee: { uuid: admin.memberUuid, name: 'Avery Admin' } },
    ]);
    expect((await pipeline(admin, { q: name, assignee: 'none' })).rows.map((r) => r.uuid)).toEqual([delinquent.uuid]);

    expect((await t.app.inject({ url: `${API}?q=${name}` })).statusCode).toBe(401);
    expect((await get(admin, `${API}?waitingOn=SOMEONE`)).statusCode).toBe(400);
  });
});

describe('conditions, as the borrower sees them (docs/product/operations-console.md §4, §8)', () => {
  it('raises a condition the borrower sees at once; rejects with a reason they read; accepts their new answer', async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`, 'COLLECT_ADDITIONAL_INFO');
    // A category alone tells the borrower nothing: the request they will read is required.
    const bare = await post(admin, `${API}/${uuid}/conditions`, { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ errors: ['commentsToBorrower is required'] });
    const blank = await post(admin, `${API}/${uuid}/conditions`, {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      commentsToBorrower: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: [`commentsToBorrower: ${CONDITION_REQUEST_REQUIRED_MESSAGE}`] });
    expect((await file(uuid)).conditions).toEqual([]);
    const raised = await post(admin, `${API}/${uuid}/conditions`, {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_LETTER'],
      commentsToBorrower: 'A letter from your bank, please',
      internalNotes: 'Internal: deposits do not match the stated income, check the source.',
    });
    expect(raised.statusCode).toBe(201);
    const condition = raised.json<StaffCondition>();
    expect(condition.internalNotes).toBe('Internal: deposits do not match the stated income, check the source.');
    expect((await file(uuid)).conditions[0]?.internalNotes).toBe(condition.internalNotes);
    expect((await borrowerConditions(user, uuid)).map((c) => [c.uuid, c.state, c.commentsToBorrower])).toEqual([
      [condition.uuid, 'NEEDED', 'A letter from your bank, please'],
    ]);
    const history = await t.db
      .selectFrom('condition_history')
      .select('changed_by')
      .where('condition_uuid', '=', condition.uuid)
      .execute();
    expect(history.map((h) => h.changed_by)).toEqual([`staff:${admin.memberUuid}`]);

    // Nothing to accept or reject yet: the refusal says why in words.
    const early = await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/accept`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: [conditionActionRefusal('ACCEPT', 'NEEDED')] });
    expect(early.json<{ errors: string[] }>().errors[0]).toMatch(/^There is no answer to accept/);
    const earlyReject = await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/reject`, { reason: 'x' });
    expect(earlyReject.statusCode).toBe(409);

    await answer(user, uuid, condition.uuid, 'letter-1');
    expect((await file(uuid)).waitingOn).toBe('LENDER');
    const rejected = await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/reject`, {
      reason: 'The letter is not signed by the bank',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await borrowerConditions(user, uuid))[0]).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'The letter is not signed by the bank',
    });
    expect((await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/reject`, { reason: ' ' })).statusCode).toBe(
      400,
    );

    await answer(user, uuid, condition.uuid, 'letter-2');
    const accepted = await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect((await borrowerConditions(user, uuid))[0]).toMatchObject({ state: 'ACCEPTED' });
    // Accepting twice answers the condition; rejecting it now is 409.
    expect((await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/accept`)).statusCode).toBe(200);
    expect((await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/reject`, { reason: 'No' })).statusCode).toBe(
      409,
    );

    const seen = await file(uuid);
    expect(seen.conditions[0]?.state).toBe('ACCEPTED');
    expect(seen.audit.map((a) => a.action)).toEqual([
      'condition.raise',
      'condition.reject',
      'condition.accept',
      'condition.accept',
    ]);
    expect(seen.audit[1]).toMatchObject({
      actor: `Avery Admin <${admin.member.email}>`,
      before: { conditionUuid: condition.uuid, state: 'IN_REVIEW' },
      after: { conditionUuid: condition.uuid, state: 'REJECTED', reason: 'The letter is not signed by the bank' },
    });
  });

  it('clears a condition without an answer, with the note kept in the audit trail', async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`, 'COLLECT_ADDITIONAL_INFO');
    const condition = (
      await post(admin, `${API}/${uuid}/conditions`, {
        categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
        commentsToBorrower: 'A bank letter, please',
      })
    ).json<Condition>();
    expect((await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/clear`, { note: '' })).statusCode).toBe(400);
    const cleared = await post(admin, `${API}/${uuid}/conditions/${condition.uuid}/clear`, {
      note: 'Verified by phone with the bank',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await borrowerConditions(user, uuid))[0]?.state).toBe('ACCEPTED');
    const entry = (await file(uuid)).audit.at(-1);
    expect(entry).toMatchObject({ action: 'condition.clear', after: { note: 'Verified by phone with the bank' } });
  });
});

describe('reviews, valuation, decline and withdrawal (docs/product/operations-console.md §4)', () => {
  it("approves a delinquency review: the borrower's status moves on, the timeline names the member", async () => {
    const { user, uuid } = await applicant(`${tag()} Delinquent`);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DELINQUENCY_REVIEW');
    const before = await file(uuid);
    expect(before.reviews.map((r) => r.key)).toEqual(['delinquency']);
    expect(before.nextAction).toBe('An underwriter decides the delinquency review.');
    const res = await post(admin, `${API}/${uuid}/reviews/delinquency/decision`, {
      decision: 'APPROVE',
      note: 'Paid off since; letter on file',
    });
    expect(res.statusCode).toBe(200);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    const after = res.json<ApplicationFile>();
    expect(after.timeline.find((e) => e.to === 'WAITING_FOR_INITIAL_OFFERS')?.by).toEqual({
      kind: 'STAFF',
      name: 'Avery Admin',
    });
    expect(after.timeline[0]?.by.kind).toBe('BORROWER');
    expect(after.timeline.find((e) => e.to === 'DELINQUENCY_REVIEW')?.by.kind).toBe('SYSTEM');
    expect(after.audit.at(-1)).toMatchObject({
      action: 'review.decide',
      before: { review: 'delinquency', checklistStatus: 'DELINQUENCY_REVIEW' },
      after: { decision: 'APPROVE', note: 'Paid off since; letter on file' },
    });
    // No longer open; the engine's holds answer 409 with what they wait for.
    expect(
      (await post(admin, `${API}/${uuid}/reviews/delinquency/decision`, { decision: 'APPROVE', note: 'x' })).statusCode,
    ).toBe(409);
    const identity = await post(admin, `${API}/${uuid}/reviews/identity/decision`, { decision: 'APPROVE', note: 'x' });
    expect(identity.statusCode).toBe(409);
    expect(identity.json().errors[0]).toMatch(/not in an identity review/);
  });

  it('decides the engine’s holds: an ID failure accepted moves on to the liens; the payoff confirmed, to the account', async () => {
    const id = await applicant(`${tag()} Smith`, 'IDENTITY_VERIFICATION');
    const notYet = await post(admin, `${API}/${id.uuid}/reviews/identity/decision`, { decision: 'APPROVE', note: 'x' });
    expect(notYet.statusCode).toBe(409);
    await post(admin, `${API}/${id.uuid}/conditions`, {
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      commentsToBorrower: 'A clearer photo of your ID, please',
    });
    expect((await file(id.uuid)).reviews.map((r) => r.key)).toEqual(['identity']);
    const approved = await post(admin, `${API}/${id.uuid}/reviews/identity/decision`, {
      decision: 'APPROVE',
      note: 'Checked the ID by video call',
    });
    expect(approved.statusCode).toBe(200);
    expect((await readStatus(t.app, id.user, id.uuid)).checklistStatus).toBe('LIEN_VERIFICATION');
    expect((await borrowerConditions(id.user, id.uuid))[0]?.state).toBe('ACCEPTED');

    const payoff = await applicant(`${tag()} Smith`, 'PAYOFF_REQUEST_PENDING');
    const confirmed = await post(admin, `${API}/${payoff.uuid}/reviews/payoff/decision`, {
      decision: 'APPROVE',
      note: 'Payoff amount confirmed by the lien holder by phone',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await readStatus(t.app, payoff.user, payoff.uuid)).checklistStatus).toBe('DISBURSEMENT_ACCOUNT');

    const flood = await post(admin, `${API}/${payoff.uuid}/reviews/flood/decision`, { decision: 'DECLINE', note: 'x' });
    expect(flood.statusCode).toBe(409);
    expect(flood.json().errors[0]).toMatch(/not waiting for the flood certificate/);
  });

  it('declines with the reasons: the borrower sees the adverse action notice; the PDF downloads from the console', async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`);
    const res = await post(admin, `${API}/${uuid}/decline`, {
      reasons: [{ code: 'INSUFFICIENT_INCOME' }, { code: 'EXCESSIVE_OBLIGATIONS' }],
      note: 'Income too low for the line',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationFile>()).toMatchObject({ checklistStatus: 'DECLINED', waitingOn: 'NOBODY' });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DECLINED');
    const notice = await t.app.inject({ url: `${appUrl(uuid)}/adverse-action`, headers: user.auth });
    expect(notice.statusCode).toBe(200);
    expect(notice.json<AdverseActionNotice>()).toMatchObject({
      category: 'INCOME',
      reasons: [{ code: 'INSUFFICIENT_INCOME' }, { code: 'EXCESSIVE_OBLIGATIONS' }],
    });
    const pdf = (await file(uuid)).documents.find((d) => d.uuid === notice.json<AdverseActionNotice>().documentUuid);
    expect(pdf).toMatchObject({ source: 'GENERATED', title: 'Adverse action notice' });
    const download = await get(admin, `${API}/${uuid}/documents/${pdf?.uuid}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await post(admin, `${API}/${uuid}/decline`, { reasons: [{ code: 'OTHER' }], note: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [FILE_CLOSED_MESSAGE] });
    expect((await file(uuid)).audit).toMatchObject([
      {
        action: 'application.decline',
        before: { checklistStatus: 'OFFER_SELECTION' },
        after: { checklistStatus: 'DECLINED', note: 'Income too low for the line' },
      },
    ]);
  });

  it("enters the broker's value the opinion waits for: the offers follow as when the provider answers", async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`);
    const notAwaited = await post(admin, `${API}/${uuid}/valuation`, { valueDollars: 800_000, note: 'x' });
    expect(notAwaited.statusCode).toBe(409);
    expect(notAwaited.json()).toEqual({ errors: [FILE_ACTION_TABLE.VALUATION_ENTER.refusal] });
    await setStatus(uuid, { checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
    expect((await file(uuid)).waitingOn).toBe('OUTSIDE_PARTY');
    const res = await post(admin, `${API}/${uuid}/valuation`, { valueDollars: 800_000, note: 'BPO by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationFile>().property.valueDollars).toBe(800_000);
    expect(await readStatus(t.app, user, uuid)).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      bpo: 'BPO_COMPLETE',
    });
    expect(await auditActions(uuid)).toEqual(['valuation.enter']);
  });

  it("cancels at the borrower's request at any open status; a closed file is 409", async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`, 'IDENTITY_VERIFICATION');
    const res = await post(admin, `${API}/${uuid}/withdraw`, { kind: 'CANCEL', note: 'Called to cancel' });
    expect(res.statusCode).toBe(200);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('CANCELLED');
    expect((await post(admin, `${API}/${uuid}/withdraw`, { kind: 'WITHDRAW', note: 'x' })).statusCode).toBe(409);
    expect(await auditActions(uuid)).toEqual(['application.cancel']);
  });

  it('switches the notary to in person through the notary module; 409 while the file is not at the notary', async () => {
    const { user, uuid } = await applicant(`${tag()} Smith`);
    const early = await post(admin, `${API}/${uuid}/notary`, { action: 'SWITCH_IN_PERSON', note: 'Borrower asked' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: [FILE_ACTION_TABLE.NOTARY_SWITCH_IN_PERSON.refusal] });
    await setStatus(uuid, { checklistStatus: 'DEED_SIGNING' });
    const res = await post(admin, `${API}/${uuid}/notary`, { action: 'SWITCH_IN_PERSON', note: 'Borrower asked' });
    expect(res.statusCode).toBe(200);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect(res.json<ApplicationFile>().audit.at(-1)).toMatchObject({
      action: 'notary.switch-in-person',
      before: { checklistStatus: 'DEED_SIGNING' },
      after: { checklistStatus: 'MANUAL_DEED_SIGNING', note: 'Borrower asked' },
    });
  });
});

describe('notes, assignment and personal data (docs/product/operations-console.md §4, §6)', () => {
  it('keeps notes and assigns within the organisation; personal data is masked until revealed, and the reveal audited', async () => {
    const { uuid } = await applicant(`${tag()} Smith`);
    await t.db
      .updateTable('applications')
      .set({
        ssn_sealed: t.app.fieldCipher.encrypt('123456789', fieldContext('applications', uuid, 'ssn')),
        ssn_last4: '6789',
      })
      .where('uuid', '=', uuid)
      .execute();

    const noted = await post(admin, `${API}/${uuid}/notes`, { note: 'Borrower prefers e-mail' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json<ApplicationFile>().notes).toMatchObject([
      { author: 'Avery Admin', text: 'Borrower prefers e-mail' },
    ]);

    const wrongOrg = await post(admin, `${API}/${uuid}/assignee`, { memberUuid: other.memberUuid }, 'PUT');
    expect(wrongOrg.statusCode).toBe(409);
    expect(wrongOrg.json()).toEqual({ errors: [ASSIGNEE_NOT_IN_ORG_MESSAGE] });
    const processor = await createStaffSession(t.app, {
      roles: ['PROCESSOR'],
      orgCodes: ['summit'],
      name: 'Pri Processor',
    });
    const assigned = await post(admin, `${API}/${uuid}/assignee`, { memberUuid: processor.memberUuid }, 'PUT');
    expect(assigned.json<ApplicationFile>().assignee).toEqual({ uuid: processor.memberUuid, name: 'Pri Processor' });

    const seen = await file(uuid);
    expect(seen.borrower).toMatchObject({ ssn: '***-**-6789', dateOfBirth: '1978' });
    expect(JSON.stringify(seen)).not.toContain('123456789');
    const ssn = await post(admin, `${API}/${uuid}/reveal`, { field: 'SSN' });
    expect(ssn.json()).toEqual({ field: 'SSN', value: '123-45-6789' });
    expect((await post(admin, `${API}/${uuid}/reveal`, { field: 'DATE_OF_BIRTH' })).json().value).toBe('1978-03-12');
    expect((await post(admin, `${API}/${uuid}/reveal`, { field: 'DISBURSEMENT_ACCOUNT' })).statusCode).toBe(409);
    // A support agent may not reveal (403, before anything is read).
    const agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
    expect((await post(agent, `${API}/${uuid}/reveal`, { field: 'SSN' })).statusCode).toBe(403);

    const audit = (await file(uuid)).audit;
    expect(audit.map((a) => a.action)).toEqual([
      'note.add',
      'file.assign',
      'personal-data.reveal',
      'personal-data.reveal',
    ]);
    expect(audit[2]?.after).toEqual({ field: 'SSN' });
    expect(JSON.stringify(audit)).not.toContain('6789');
  });
});

describe('the audit trail (docs/product/operations-console.md §7)', () => {
  it('exports CSV with escaped cells and formula guards; the table refuses any change or deletion', async () => {
    const { uuid } = await applicant(`${tag()} Smith`);
    const sly = await createStaffSession(t.app, {
      roles: ['ADMIN'],
      orgCodes: ['summit'],
      name: '=HYPERLINK("http://evil.example","click")',
    });
    await post(sly, `${API}/${uuid}/notes`, { note: 'Line one,\nline "two"' });
    const res = await get(admin, `${API}/${uuid}/audit.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('at,actor,action,before,after');
    const [at, rest] = [lines[1]?.slice(0, 24) ?? '', lines[1]?.slice(24) ?? ''];
    expect(new Date(at).toISOString()).toBe(at);
    // A name starting with "=" is guarded by a quote; quotes are doubled; a cell with a comma or quote is quoted.
    expect(rest).toMatch(/^,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\) <[^>]+>",note\.add,,"\{.*\}"$/);
    expect(rest).toContain(String.raw`""text"":""Line one,\nline \""two\""""`);
    expect(lines[2]).toBe('');
    expect(await auditActions(uuid)).toEqual(['note.add', 'audit.export']);

    await expect(sql`update staff_audit set action = 'tampered'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe("another organisation's file", () => {
  it('is 404 on every console call', async () => {
    const { uuid } = await applicant(`${tag()} Smith`);
    const condition = (
      await post(admin, `${API}/${uuid}/conditions`, {
        categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
        commentsToBorrower: 'A bank letter, please',
      })
    ).json<Condition>();
    const documentUuid = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/${uuid}`],
      ['GET', `${API}/${uuid}/documents/${documentUuid}`],
      [
        'POST',
        `${API}/${uuid}/conditions`,
        { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', commentsToBorrower: 'A bank letter, please' },
      ],
      ['POST', `${API}/${uuid}/conditions/${condition.uuid}/accept`],
      ['POST', `${API}/${uuid}/conditions/${condition.uuid}/reject`, { reason: 'No' }],
      ['POST', `${API}/${uuid}/conditions/${condition.uuid}/clear`, { note: 'No' }],
      ['POST', `${API}/${uuid}/reviews/uw/decision`, { decision: 'APPROVE', note: 'x' }],
      ['POST', `${API}/${uuid}/valuation`, { valueDollars: 500_000, note: 'x' }],
      ['POST', `${API}/${uuid}/decline`, { reasons: [{ code: 'OTHER', text: 'x' }], note: 'x' }],
      ['POST', `${API}/${uuid}/withdraw`, { kind: 'WITHDRAW', note: 'x' }],
      ['POST', `${API}/${uuid}/notes`, { note: 'x' }],
      ['PUT', `${API}/${uuid}/assignee`, { memberUuid: null }],
      ['POST', `${API}/${uuid}/reveal`, { field: 'DATE_OF_BIRTH' }],
      ['GET', `${API}/${uuid}/audit.csv`],
      ['POST', `${API}/${uuid}/notary`, { action: 'REOPEN_ONLINE', note: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: other.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await auditActions(uuid)).toEqual(['condition.raise']);
    expect((await file(uuid)).checklistStatus).toBe('OFFER_SELECTION');
  });
});
