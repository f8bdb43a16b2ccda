import { calendarDateIn, firstPayment, localTimeIn, rescissionDeadline } from '@heloc/domain';
import type { CompleteSummary, NotaryOverview, NotarySession, NotarySlot } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, readStatus } from './engine-fixtures';
import { DISBURSE_ROUTING, applicantWithDisburseAccount, moveClock, sandboxStatus } from './closing-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from './helper';

// After the documents are signed: the notary (online, or in person where the county needs it), the right to cancel
// (three Regulation Z business days in the property's zone: Sundays and legal public holidays excluded), the recording
// and the funded first draw.

let t: TestApp;
const DAY_MS = 86_400_000;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  // Wednesday 25 November 2026, the day before Thanksgiving.
  t.clock.advance(Date.parse('2026-11-25T15:00:00Z') - t.clock.now().getTime());
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: Registered, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
const notary = (uuid: string) => `${appUrl(uuid)}/notary`;

const overview = async (uuid: string, user: Registered) => {
  const res = await call('GET', notary(uuid), user);
  expect(res.statusCode).toBe(200);
  return res.json<NotaryOverview>();
};

const rightAnswers = async (uuid: string, user: Registered) => {
  const row = await t.db
    .selectFrom('notary_sessions')
    .select('questions')
    .where('application_uuid', '=', uuid)
    .where('identity_uuid', '=', user.identityUuid)
    .executeTakeFirstOrThrow();
  return row.questions.map((q) => ({ questionId: q.id, choiceId: q.answerId }));
};

/** The whole remote session of one participant: ID, questions, seal. */
const remoteSession = async (uuid: string, user: Registered) => {
  expect((await call('POST', `${notary(uuid)}/session`, user)).statusCode).toBe(200);
  const id = await call('POST', `${notary(uuid)}/session/identity`, user, {
    documentType: 'DRIVERS_LICENSE',
    documentLast4: '4821',
  });
  expect(id.json<NotarySession>().step).toBe('QUESTIONS');
  const answers = await call('POST', `${notary(uuid)}/session/questions`, user, {
    answers: await rightAnswers(uuid, user),
  });
  expect(answers.json<NotarySession>().step).toBe('SEAL');
  const sealed = await call('POST', `${notary(uuid)}/session/seal`, user, { deedSigned: true });
  expect(sealed.statusCode).toBe(200);
  return sealed.json<NotarySession>();
};

const summary = async (uuid: string, user: Registered) => {
  const res = await call('GET', `${appUrl(uuid)}/complete`, user);
  expect(res.statusCode).toBe(200);
  return res.json<CompleteSummary>();
};

describe('registration address step: remote or in-person notary', () => {
  it('answers by state and county, for anyone', async () => {
    const austin = await t.app.inject({ url: '/service-application/api/v1/notary/availability?state=TX&zip=78701' });
    expect(austin.json()).toMatchObject({ mode: 'REMOTE', county: 'Travis County' });
    const houston = await t.app.inject({ url: '/service-application/api/v1/notary/availability?state=TX&zip=77002' });
    expect(houston.json()).toMatchObject({ mode: 'IN_PERSON', county: 'Harris County' });
    expect(houston.json<{ message: string }>().message).toContain('$300');
    const bad = await t.app.inject({ url: '/service-application/api/v1/notary/availability?state=Texas&zip=1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('eNotary, right to cancel, recording and funding', () => {
  it('takes a Texas home from the notary disclosure to a funded line, counting business days', async () => {
    const a = await applicantWithDisburseAccount(t.app);
    const { user, uuid } = a;
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });

    // Texas: one business day between the final disclosure and the signing. Thanksgiving is not one: the signing opens
    // at midnight Central on Friday.
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    const waiting = await overview(uuid, user);
    expect(waiting).toMatchObject({ mode: 'REMOTE', county: 'Travis County', canStart: false });
    expect(waiting.waitingUntil).toBe('2026-11-27T06:00:00.000Z');
    expect(waiting.timeZone).toBe('America/Chicago');
    const notice = await t.db
      .selectFrom('documents')
      .select('kind')
      .where('application_uuid', '=', uuid)
      .where('kind', '=', 'NOTARY_DISCLOSURE')
      .execute();
    expect(notice).toHaveLength(1);
    expect((await call('POST', `${notary(uuid)}/session`, user)).statusCode).toBe(409);

    // Someone else's application does not exist for them.
    const stranger = await registerAndLogin(t.app);
    expect((await call('GET', notary(uuid), stranger)).statusCode).toBe(404);
    expect((await call('POST', `${notary(uuid)}/session`, stranger)).statusCode).toBe(404);

    expect((await moveClock(t.app, uuid, 2 * DAY_MS)).checklistStatus).toBe('DEED_SIGNING');
    expect((await overview(uuid, user)).canStart).toBe(true);

    // A refused ID and a wrong answer each cost an attempt and say why.
    const started = (await call('POST', `${notary(uuid)}/session`, user)).json<NotarySession>();
    expect(started).toMatchObject({ step: 'IDENTITY', attemptsLeft: 3 });
    const refused = await call('POST', `${notary(uuid)}/session/identity`, user, {
      documentType: 'PASSPORT',
      documentLast4: '0000',
    });
    expect(refused.json<NotarySession>()).toMatchObject({ step: 'IDENTITY', attemptsLeft: 2 });
    expect(refused.json<NotarySession>().message).toMatch(/could not read that ID/);
    await call('POST', `${notary(uuid)}/session/identity`, user, { documentType: 'PASSPORT', documentLast4: '4821' });
    const right = await rightAnswers(uuid, user);
    const wrong = right.map((a, i) => (i === 0 ? { ...a, choiceId: `${a.questionId}-9` } : a));
    const missed = await call('POST', `${notary(uuid)}/session/questions`, user, { answers: wrong });
    expect(missed.json<NotarySession>()).toMatchObject({ step: 'QUESTIONS', attemptsLeft: 1 });
    expect(missed.json<NotarySession>().questions).toHaveLength(3);
    expect(JSON.stringify(missed.json())).not.toContain('answerId');
    await call('POST', `${notary(uuid)}/session/questions`, user, { answers: right });
    const sealed = await call('POST', `${notary(uuid)}/session/seal`, user, { deedSigned: true });
    expect(sealed.json<NotarySession>().step).toBe('DONE');

    // The only participant sealed: the deed is signed on Wednesday 25 November in Austin (the sandbox clock moved the
    // waiting period, not the day); the right to cancel skips Thanksgiving and the Sunday: Friday 27, Saturday 28,
    // Monday 30, and ends at midnight Central.
    const signedAt = t.clock.now();
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('RESCISSION');
    const during = await summary(uuid, user);
    const expected = rescissionDeadline(signedAt, 'America/Chicago');
    expect(expected.lastDay).toBe('2026-11-30');
    expect(expected.endsAt.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(during.timeZone).toBe('America/Chicago');
    expect(during.rescission).toEqual({
      lastDay: expected.lastDay,
      endsAt: expected.endsAt.toISOString(),
      canCancel: true,
    });
    expect(during.documents.map((d) => d.kind)).toEqual(
      expect.arrayContaining(['NOTARY_DISCLOSURE', 'NOTARIAL_CERTIFICATE']),
    );
    expect(during.funding).toBeNull();

    // Time passes (the sandbox clock): recorded, funded to the disbursement account, complete.
    // Five days are not enough: the deadline is five days and fifteen hours away.
    expect((await moveClock(t.app, uuid, 5 * DAY_MS)).checklistStatus).toBe('RESCISSION');
    expect((await moveClock(t.app, uuid, DAY_MS)).checklistStatus).toBe('COMPLETE');
    const done = await summary(uuid, user);
    expect(done.funding).toMatchObject({ amount: a.drawAmount });
    expect(done.disburseAccountMask).toBe('6789');
    expect(done.lineAmount).toBe(a.lineAmount);
    expect(done.drawAmount).toBe(a.drawAmount);
    expect(done.firstPayment).toEqual(
      firstPayment({
        drawAmount: a.drawAmount,
        originationFee: a.originationFee,
        annualRate: a.rate,
        termYears: a.term,
        fundedOn: calendarDateIn(t.clock.now(), 'America/Chicago'),
      }),
    );
    expect(done.firstPayment!.amount).toBeGreaterThan(0);
    const row = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ active: false, primary_participant_accept_complete: true });
    expect(row.recording_reference).toMatch(/^TX-/);
    const history = await t.db
      .selectFrom('status_history')
      .select('to_value')
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.to_value).slice(-6)).toEqual([
      'GEN_RESCISSION',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'FUNDING_DECISION',
      'COMPLETE',
    ]);
    // Cancelling after the right to cancel ended is refused.
    expect((await call('POST', `${appUrl(uuid)}/rescission/cancel`, user)).statusCode).toBe(409);
  });
});

describe('in-person notary where the county does not allow remote', () => {
  it('reserves, moves and cancels an appointment with the $300 fee; the notary reports the deed signed', async () => {
    const { user, uuid } = await applicantWithDisburseAccount(t.app, { city: 'Houston', zip: '77002' });
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    await readStatus(t.app, user, uuid);
    expect((await moveClock(t.app, uuid, 2 * DAY_MS)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    const status = await readStatus(t.app, user, uuid);
    expect(status).toMatchObject({ manualNotary: true });
    const view = await overview(uuid, user);
    expect(view).toMatchObject({ mode: 'IN_PERSON', county: 'Harris County', manualNotaryFeeDollars: 300 });
    // No remote session here.
    expect((await call('POST', `${notary(uuid)}/session`, user)).statusCode).toBe(409);

    const slots = (await call('GET', `${notary(uuid)}/slots`, user)).json<NotarySlot[]>();
    expect(slots.length).toBeGreaterThan(5);
    expect(slots[0]!.place.city).toBe('Houston');
    // Appointments at 9:00, 13:00 and 16:00 on Houston's clocks.
    expect(slots.slice(0, 6).map((s) => localTimeIn(new Date(s.startsAt), 'America/Chicago').hour)).toEqual([
      9, 9, 13, 13, 16, 16,
    ]);
    const first = await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: slots[0]!.slotId });
    expect(first.json()).toMatchObject({ slotId: slots[0]!.slotId, feeDollars: 300 });
    const moved = await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: slots[3]!.slotId });
    expect(moved.json()).toMatchObject({ slotId: slots[3]!.slotId });
    expect((await overview(uuid, user)).reservation?.slotId).toBe(slots[3]!.slotId);
    expect((await call('DELETE', `${notary(uuid)}/reservation`, user)).json()).toEqual({ cancelled: true });
    expect((await overview(uuid, user)).reservation).toBeNull();
    expect((await call('DELETE', `${notary(uuid)}/reservation`, user)).statusCode).toBe(404);
    expect((await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: 'nope' })).statusCode).toBe(409);

    // Cancelled: passing the old time signs nothing.
    expect((await moveClock(t.app, uuid, 10 * DAY_MS)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    const again = (await call('GET', `${notary(uuid)}/slots`, user)).json<NotarySlot[]>();
    await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: again[1]!.slotId });
    expect((await moveClock(t.app, uuid, 12 * DAY_MS)).checklistStatus).toBe('COMPLETE');
    expect((await summary(uuid, user)).funding).not.toBeNull();
  });
});

describe('a state that asks for a closing attorney', () => {
  it('waits on ATTORNEY_REVIEW, then opens the remote signing (Georgia: no waiting period)', async () => {
    const { user, uuid } = await applicantWithDisburseAccount(t.app, { state: 'GA', city: 'Atlanta', zip: '30303' });
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    const history = async () =>
      (
        await t.db
          .selectFrom('status_history')
          .select('to_value')
          .where('application_uuid', '=', uuid)
          .where('field', '=', 'checklistStatus')
          .orderBy('id')
          .execute()
      ).map((h) => h.to_value);
    // The review takes one processing delay (0 here): the status read passes through it.
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DEED_SIGNING');
    expect((await history()).slice(-3)).toEqual(['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'DEED_SIGNING']);
    expect(await overview(uuid, user)).toMatchObject({ mode: 'REMOTE', canStart: true, waitingUntil: null });
  });
});

describe('cancelling during the right to cancel', () => {
  it('cancels the line for real: no recording, no funding', async () => {
    const { user, uuid } = await applicantWithDisburseAccount(t.app);
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    await readStatus(t.app, user, uuid);
    await moveClock(t.app, uuid, 2 * DAY_MS);
    await remoteSession(uuid, user);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('RESCISSION');
    const stranger = await registerAndLogin(t.app);
    expect((await call('POST', `${appUrl(uuid)}/rescission/cancel`, stranger)).statusCode).toBe(404);
    const cancelled = await call('POST', `${appUrl(uuid)}/rescission/cancel`, user);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ checklistStatus: 'CANCELLED' });
    // Time passing changes nothing: the scheduled end of the right to cancel is skipped.
    expect((await moveClock(t.app, uuid, 10 * DAY_MS)).checklistStatus).toBe('CANCELLED');
    const transfers = await t.db
      .selectFrom('funding_transfers')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .execute();
    expect(transfers).toEqual([]);
    const row = await t.db
      .selectFrom('applications')
      .select(['active', 'recorded_at'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ active: false, recorded_at: null });
  });
});

describe('a first draw the bank refuses', () => {
  const account = (accountNumber: string) => ({
    source: 'MANUAL',
    accountType: 'CHECKING',
    holderName: 'Pat Smith',
    routingNumber: DISBURSE_ROUTING,
    accountNumber,
    accountNumberConfirm: accountNumber,
  });
  const disburseAccount = (uuid: string, user: Registered, body: object) =>
    call('PUT', `${appUrl(uuid)}/disburse-account`, user, body);

  it('says why, takes another account and sends the draw there once', async () => {
    const { user, uuid, drawAmount } = await applicantWithDisburseAccount(t.app);
    // The sandbox bank refuses an account number ending in 0002 as closed (docs/sandbox.md "Funding").
    expect((await disburseAccount(uuid, user, account('000111110002'))).statusCode).toBe(200);
    await sandboxStatus(t.app, uuid, { checklistStatus: 'FUNDABLE' });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('FUNDING_DECISION');
    const refused = await summary(uuid, user);
    expect(refused.funding).toBeNull();
    expect(refused.fundingRefused).toMatchObject({
      accountMask: '0002',
      reason: 'R02: the account is closed',
      canGiveAccount: true,
    });

    const stranger = await registerAndLogin(t.app);
    expect((await disburseAccount(uuid, stranger, account('000987654321'))).statusCode).toBe(404);
    const badRouting = await disburseAccount(uuid, user, { ...account('000987654321'), routingNumber: '123456789' });
    expect(badRouting.statusCode).toBe(400);

    // A double click: the first answer sends the draw again; the second finds no refusal open any more.
    const answers = await Promise.all([
      disburseAccount(uuid, user, account('000987654321')),
      disburseAccount(uuid, user, account('000987654321')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('COMPLETE');
    const done = await summary(uuid, user);
    expect(done.fundingRefused).toBeNull();
    expect(done.funding).toMatchObject({ amount: drawAmount });
    expect(done.disburseAccountMask).toBe('4321');
    const transfers = await t.db
      .selectFrom('funding_transfers')
      .select(['idempotency_key', 'status', 'account_last4', 'return_reason'])
      .where('application_uuid', '=', uuid)
      .orderBy('created_at')
      .execute();
    expect(transfers).toEqual([
      {
        idempotency_key: `${uuid}:first-draw`,
        status: 'REJECTED',
        account_last4: '0002',
        return_reason: 'R02: the account is closed',
      },
      { idempotency_key: `${uuid}:first-draw:2`, status: 'SENT', account_last4: '4321', return_reason: null },
    ]);
    // Funded: the account can no longer be changed.
    expect((await disburseAccount(uuid, user, account('000555554321'))).statusCode).toBe(409);
  });
});
