import { businessDaysBetween, calendarDateIn } from '@heloc/domain';
import type { CompleteSummary, FundingForecastAnswer, HelocStatus } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantWithDisburseAccount, moveClock, sandboxStatus } from './closing-fixtures';
import { appUrl, readStatus } from './engine-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from './helper';

// The progress panel's expected funding date and the complete screen's promise of funding in 5 business days: the
// steps left to the first draw, dated on the property's calendar, moving on as each step completes.

let t: TestApp;
const DAY_MS = 86_400_000;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, user: Registered, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

const forecastOf = async (uuid: string, user: Registered) => {
  const res = await call('GET', `${appUrl(uuid)}/funding-forecast`, user);
  expect(res.statusCode).toBe(200);
  return res.json<FundingForecastAnswer>();
};

const stepOn = (answer: FundingForecastAnswer, step: string) => answer.forecast?.steps.find((s) => s.step === step);

const sealRemoteSession = async (uuid: string, user: Registered) => {
  const notary = `${appUrl(uuid)}/notary`;
  expect((await call('POST', `${notary}/session`, user)).statusCode).toBe(200);
  await call('POST', `${notary}/session/identity`, user, { documentType: 'DRIVERS_LICENSE', documentLast4: '4821' });
  const row = await t.db
    .selectFrom('notary_sessions')
    .select('questions')
    .where('application_uuid', '=', uuid)
    .where('identity_uuid', '=', user.identityUuid)
    .executeTakeFirstOrThrow();
  const answers = row.questions.map((q) => ({ questionId: q.id, choiceId: q.answerId }));
  await call('POST', `${notary}/session/questions`, user, { answers });
  expect((await call('POST', `${notary}/session/seal`, user, { deedSigned: true })).statusCode).toBe(200);
};

describe('the expected funding date', () => {
  it('dates each step left on the property calendar, moves on as they complete, and says whether the promise was kept', async () => {
    const { user, uuid } = await applicantWithDisburseAccount(t.app);
    const status = await readStatus(t.app, user, uuid);
    // The status answer says since when the application waits at its status.
    expect(Date.parse((status as HelocStatus).statusSince ?? '')).toBeLessThanOrEqual(t.clock.now().getTime());

    const before = await forecastOf(uuid, user);
    expect(before.timeZone).toBe('America/Chicago');
    expect(before.appliedOn).toBe(calendarDateIn(t.clock.now(), 'America/Chicago'));
    expect(before.forecast?.funded).toBe(false);
    expect(before.forecast?.steps.map((s) => s.step)).toEqual([
      'APPLICATION',
      'DOCUMENTS',
      'NOTARY',
      'RIGHT_TO_CANCEL',
      'FUNDING',
    ]);
    const days = before.forecast!.steps.map((s) => s.on);
    expect([...days].sort()).toEqual(days);
    // Texas makes the borrower wait a business day before the signing; the right to cancel lasts three more.
    expect(businessDaysBetween(stepOn(before, 'DOCUMENTS')!.on, stepOn(before, 'NOTARY')!.on)).toBe(1);
    expect(stepOn(before, 'RIGHT_TO_CANCEL')!.on > stepOn(before, 'NOTARY')!.on).toBe(true);
    expect(before.forecast?.fundingOn).toBe(stepOn(before, 'FUNDING')?.on);
    expect(before.promise?.businessDays).toBe(5);

    // Someone else's application does not exist for them; a malformed id is refused.
    const stranger = await registerAndLogin(t.app);
    expect((await call('GET', `${appUrl(uuid)}/funding-forecast`, stranger)).statusCode).toBe(404);
    const bad = await call('GET', `${appUrl('not-a-uuid')}/funding-forecast`, user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);

    // The notary: after the waiting period and the seal, the signing and the right to cancel are the recorded ones.
    await sandboxStatus(t.app, uuid, { checklistStatus: 'GEN_NOTARY_DISCLOSURE' });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    for (let i = 0; i < 4 && (await readStatus(t.app, user, uuid)).checklistStatus !== 'DEED_SIGNING'; i += 1) {
      await moveClock(t.app, uuid, DAY_MS);
    }
    await sealRemoteSession(uuid, user);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('RESCISSION');
    const during = await forecastOf(uuid, user);
    const summary = (await call('GET', `${appUrl(uuid)}/complete`, user)).json<CompleteSummary>();
    expect(stepOn(during, 'NOTARY')).toMatchObject({ done: true, on: calendarDateIn(t.clock.now(), during.timeZone) });
    expect(stepOn(during, 'RIGHT_TO_CANCEL')).toMatchObject({ done: false, on: summary.rescission?.lastDay });

    // Funded: the day the funds were sent, and the promise measured against it.
    expect((await moveClock(t.app, uuid, 8 * DAY_MS)).checklistStatus).toBe('COMPLETE');
    const after = await forecastOf(uuid, user);
    const row = await t.db
      .selectFrom('applications')
      .select('funded_at')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(after.forecast).toMatchObject({ funded: true, fundingOn: calendarDateIn(row.funded_at!, after.timeZone) });
    expect(after.forecast?.steps.every((s) => s.done)).toBe(true);
    const took = businessDaysBetween(after.appliedOn, after.forecast!.fundingOn);
    expect(after.promise).toEqual({ businessDays: 5, took, kept: took <= 5 });
  });
});
