import type { HelocStatus, NotaryOverview, NotarySession, NotarySlot } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, readStatus } from '../../../test/engine-fixtures';
import { applicantWithDisburseAccount, moveClock, sandboxStatus } from '../../../test/closing-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { contextOf } from '../service-context';
import { reopenOnlineNotary, switchToInPersonNotary } from './index';

/*
 * notary/error is not a dead end (docs/product/operations-console.md §5): after three refused identity answers the
 * borrower switches the file to an in-person notary and books it; a closer reopens the online session, or switches
 * the file, from the console (these services, with `by: 'staff:<uuid>'`).
 */

let t: TestApp;
const DAY_MS = 86_400_000;
const STAFF = 'staff:6f1c2a8e-0000-4000-8000-000000000001';
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  t.clock.advance(Date.parse('2026-11-25T15:00:00Z') - t.clock.now().getTime());
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: Registered, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
const notary = (uuid: string) => `${appUrl(uuid)}/notary`;
const switchAsBorrower = (uuid: string, user: Registered) => call('POST', `${notary(uuid)}/in-person`, user);
const ctx = () => contextOf(t.app);

/** An Austin home (remote notary allowed) at DEED_SIGNING, after the Texas waiting period. */
const atOnlineSigning = async () => {
  const a = await applicantWithDisburseAccount(t.app);
  await sandboxStatus(t.app, a.uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
  await readStatus(t.app, a.user, a.uuid);
  expect((await moveClock(t.app, a.uuid, 2 * DAY_MS)).checklistStatus).toBe('DEED_SIGNING');
  return a;
};

/** Three refused IDs (the sandbox refuses one ending in 0000): the online session closes. */
const lockOut = async (uuid: string, user: Registered) => {
  expect((await call('POST', `${notary(uuid)}/session`, user)).statusCode).toBe(200);
  const tries = [];
  for (let i = 0; i < 3; i += 1) {
    tries.push(
      await call('POST', `${notary(uuid)}/session/identity`, user, { documentType: 'PASSPORT', documentLast4: '0000' }),
    );
  }
  expect(tries.map((r) => r.statusCode)).toEqual([200, 200, 409]);
  expect((await call('POST', `${notary(uuid)}/session`, user)).statusCode).toBe(409);
};

const overview = async (uuid: string, user: Registered) =>
  (await call('GET', notary(uuid), user)).json<NotaryOverview>();

const rightAnswers = async (uuid: string, user: Registered) => {
  const row = await t.db
    .selectFrom('notary_sessions')
    .select('questions')
    .where('application_uuid', '=', uuid)
    .where('identity_uuid', '=', user.identityUuid)
    .executeTakeFirstOrThrow();
  return row.questions.map((q) => ({ questionId: q.id, choiceId: q.answerId }));
};

const statusHistory = (uuid: string) =>
  t.db
    .selectFrom('status_history')
    .select(['from_value', 'to_value', 'changed_by'])
    .where('application_uuid', '=', uuid)
    .where('field', '=', 'checklistStatus')
    .orderBy('id')
    .execute();

describe('the borrower door: an in-person notary after three refused identity answers', () => {
  it('switches the file (a replay answers the same), then books the appointment, which closes the deed', async () => {
    const { user, uuid } = await atOnlineSigning();

    // While the online session is open there is nothing to switch from; a stranger learns nothing.
    const early = await switchAsBorrower(uuid, user);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: string[] }>().errors[0]).toMatch(/still open/);
    expect((await overview(uuid, user)).canSwitchToInPerson).toBe(false);
    await lockOut(uuid, user);
    expect((await overview(uuid, user)).canSwitchToInPerson).toBe(true);
    const stranger = await registerAndLogin(t.app);
    expect((await switchAsBorrower(uuid, stranger)).statusCode).toBe(404);

    // A double click: both answers are the same status, and the file moved once.
    const clicks = await Promise.all([switchAsBorrower(uuid, user), switchAsBorrower(uuid, user)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    for (const c of clicks) {
      expect(c.json<HelocStatus>()).toMatchObject({ checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true });
    }
    const replay = await switchAsBorrower(uuid, user);
    expect(replay.json<HelocStatus>()).toEqual(clicks[0]!.json());
    const moves = (await statusHistory(uuid)).filter((h) => h.to_value === 'MANUAL_DEED_SIGNING');
    expect(moves).toEqual([
      { from_value: 'DEED_SIGNING', to_value: 'MANUAL_DEED_SIGNING', changed_by: `identity:${user.identityUuid}` },
    ]);

    // The in-person path of a county that needs one: the mode, the fee, the notary's times.
    expect(await overview(uuid, user)).toMatchObject({
      mode: 'IN_PERSON',
      manualNotaryFeeDollars: 300,
      canSwitchToInPerson: false,
    });
    expect((await overview(uuid, user)).reason).toMatch(/in-person notary/);
    const slots = (await call('GET', `${notary(uuid)}/slots`, user)).json<NotarySlot[]>();
    expect(slots.length).toBeGreaterThan(0);
    const reserved = await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: slots[0]!.slotId });
    expect(reserved.json()).toMatchObject({ slotId: slots[0]!.slotId, feeDollars: 300 });
    // The notary reports the deed signed after the appointment: the closing goes on to funding.
    expect((await moveClock(t.app, uuid, 12 * DAY_MS)).checklistStatus).toBe('COMPLETE');
  });

  it('is refused outside the notary signing', async () => {
    const { user, uuid } = await applicantWithDisburseAccount(t.app);
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    const waiting = await switchAsBorrower(uuid, user);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ errors: string[] }>().errors[0]).toMatch(/notary step is not open/);
  });
});

describe('the staff door: a closer reopens the online session or switches the file', () => {
  it('reopens a closed session afresh: three new tries, the seal, and who reopened it on the session', async () => {
    const { user, uuid } = await atOnlineSigning();
    await lockOut(uuid, user);
    expect((await overview(uuid, user)).canStart).toBe(false);

    const reopened = await reopenOnlineNotary(ctx(), uuid, { by: STAFF });
    expect(reopened).toMatchObject({ checklistStatus: 'DEED_SIGNING' });
    // A replay finds nothing closed and changes nothing.
    expect(await reopenOnlineNotary(ctx(), uuid, { by: STAFF })).toEqual(reopened);
    const session = await t.db
      .selectFrom('notary_sessions')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ step: 'IDENTITY', failed_attempts: 0, reopened_by: STAFF });
    expect(session.reopened_at).toBeInstanceOf(Date);

    expect((await overview(uuid, user)).canStart).toBe(true);
    const started = (await call('POST', `${notary(uuid)}/session`, user)).json<NotarySession>();
    expect(started).toMatchObject({ step: 'IDENTITY', attemptsLeft: 3 });
    await call('POST', `${notary(uuid)}/session/identity`, user, { documentType: 'PASSPORT', documentLast4: '4821' });
    await call('POST', `${notary(uuid)}/session/questions`, user, { answers: await rightAnswers(uuid, user) });
    const sealed = await call('POST', `${notary(uuid)}/session/seal`, user, { deedSigned: true });
    expect(sealed.json<NotarySession>().step).toBe('DONE');
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('RESCISSION');

    // Past the notary: neither door applies.
    await expect(reopenOnlineNotary(ctx(), uuid, { by: STAFF })).rejects.toMatchObject({ code: 'conflict' });
    await expect(switchToInPersonNotary(ctx(), uuid, { by: STAFF })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('switches a file to in person without a closed session, and brings it back online (the booking released)', async () => {
    const { user, uuid } = await atOnlineSigning();
    const switched = await switchToInPersonNotary(ctx(), uuid, { by: STAFF });
    expect(switched).toMatchObject({ checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true });
    expect(await switchToInPersonNotary(ctx(), uuid, { by: STAFF })).toEqual(switched);
    expect((await statusHistory(uuid)).at(-1)).toMatchObject({ to_value: 'MANUAL_DEED_SIGNING', changed_by: STAFF });
    const slots = (await call('GET', `${notary(uuid)}/slots`, user)).json<NotarySlot[]>();
    await call('PUT', `${notary(uuid)}/reservation`, user, { slotId: slots[0]!.slotId });

    const back = await reopenOnlineNotary(ctx(), uuid, { by: STAFF });
    expect(back).toMatchObject({ checklistStatus: 'DEED_SIGNING', manualNotary: false });
    expect(await overview(uuid, user)).toMatchObject({ mode: 'REMOTE', reservation: null, canStart: true });
    expect((await statusHistory(uuid)).at(-1)).toMatchObject({ to_value: 'DEED_SIGNING', changed_by: STAFF });
    // The released appointment signs nothing when its hour passes.
    expect((await moveClock(t.app, uuid, 12 * DAY_MS)).checklistStatus).toBe('DEED_SIGNING');
  });

  it('answers 409 where the action does not apply and 404 for an unknown file', async () => {
    // Houston: the county needs an in-person notary, so the session cannot be reopened online.
    const houston = await applicantWithDisburseAccount(t.app, { city: 'Houston', zip: '77002' });
    await sandboxStatus(t.app, houston.uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    await readStatus(t.app, houston.user, houston.uuid);
    expect((await moveClock(t.app, houston.uuid, 2 * DAY_MS)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    await expect(reopenOnlineNotary(ctx(), houston.uuid, { by: STAFF })).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/needs an in-person notary/),
    });
    // Already in person: the switch answers the same status.
    expect(await switchToInPersonNotary(ctx(), houston.uuid, { by: STAFF })).toMatchObject({
      checklistStatus: 'MANUAL_DEED_SIGNING',
    });

    // Before the signing opens (the Texas waiting period).
    const early = await applicantWithDisburseAccount(t.app);
    await sandboxStatus(t.app, early.uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    await readStatus(t.app, early.user, early.uuid);
    await expect(reopenOnlineNotary(ctx(), early.uuid, { by: STAFF })).rejects.toMatchObject({ code: 'conflict' });
    await expect(switchToInPersonNotary(ctx(), early.uuid, { by: STAFF })).rejects.toMatchObject({ code: 'conflict' });

    const unknown = '00000000-0000-4000-8000-00000000abcd';
    await expect(reopenOnlineNotary(ctx(), unknown, { by: STAFF })).rejects.toMatchObject({ code: 'not_found' });
    await expect(switchToInPersonNotary(ctx(), unknown, { by: STAFF })).rejects.toMatchObject({ code: 'not_found' });
  });
});
