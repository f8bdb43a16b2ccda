import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db as EngineDb } from '../../platform/database/database';
import { sandboxProviders } from '../providers/sandbox';
import { insertWaitingApplication, openEngineDb, testEngineServices } from '../../../test/engine-db';
import { applyDueTransitions, nextDueAt, scheduleStep, type EngineDeps } from './scheduler';

let db: EngineDb;
let dispose: () => Promise<void>;
const services = testEngineServices();
const deps = (now = new Date(), processingDelayMs = 0): EngineDeps => ({
  ...services,
  providers: sandboxProviders,
  processingDelayMs,
  now: () => now,
});

const statusOf = (uuid: string) =>
  db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
const historyOf = (uuid: string) =>
  db.selectFrom('status_history').selectAll().where('application_uuid', '=', uuid).orderBy('id').execute();

beforeAll(async () => {
  ({ db, dispose } = await openEngineDb());
});
afterAll(async () => dispose());

describe('applyDueTransitions', () => {
  it('runs soft credit, then property and pricing, up to OFFER_SELECTION, one history row per change', async () => {
    const uuid = await insertWaitingApplication(db, 'Smith');
    await scheduleStep(db, uuid, 'SOFT_CREDIT', new Date(), 0);
    await applyDueTransitions(db, deps(), { applicationUuid: uuid });

    const row = await statusOf(uuid);
    expect(row.checklist_status).toBe('OFFER_SELECTION');
    expect(row.offers.length).toBeGreaterThan(0);
    const statuses = (await historyOf(uuid)).filter((h) => h.field === 'checklistStatus');
    expect(statuses.map((h) => [h.from_value, h.to_value, h.changed_by])).toEqual([
      ['WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS', 'engine:SOFT_CREDIT'],
      ['WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION', 'engine:INITIAL_OFFERS'],
    ]);
    expect(await nextDueAt(db, uuid)).toBeNull();
  });

  it('leaves a transition alone until it is due', async () => {
    const uuid = await insertWaitingApplication(db, 'Smith');
    const now = new Date();
    await scheduleStep(db, uuid, 'SOFT_CREDIT', now, 60_000);
    await applyDueTransitions(db, deps(now), { applicationUuid: uuid });
    expect((await statusOf(uuid)).checklist_status).toBe('WAITING_FOR_SOFT_CREDIT');
    await applyDueTransitions(db, deps(new Date(now.getTime() + 60_000), 60_000), { applicationUuid: uuid });
    expect((await statusOf(uuid)).checklist_status).toBe('WAITING_FOR_INITIAL_OFFERS');
  });

  it('applies a transition once when two sweeps race for it', async () => {
    const uuid = await insertWaitingApplication(db, 'Declined');
    await scheduleStep(db, uuid, 'SOFT_CREDIT', new Date(), 0);
    await Promise.all([
      applyDueTransitions(db, deps()),
      applyDueTransitions(db, deps()),
      applyDueTransitions(db, deps()),
    ]);
    const history = await historyOf(uuid);
    expect(history.filter((h) => h.field === 'checklistStatus').map((h) => h.to_value)).toEqual(['DECLINED']);
    expect((await statusOf(uuid)).uw_decision).toBe('DECLINE');
  });

  it('skips a step whose application already left the status it expects', async () => {
    const uuid = await insertWaitingApplication(db, 'Smith');
    await scheduleStep(db, uuid, 'INITIAL_OFFERS', new Date(), 0);
    await applyDueTransitions(db, deps(), { applicationUuid: uuid });
    const transition = await db
      .selectFrom('scheduled_transitions')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(transition.outcome).toBe('SKIPPED');
    expect(await historyOf(uuid)).toEqual([]);
  });
});
