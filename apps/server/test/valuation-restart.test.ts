import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestClock, registerAndLogin, reopenableDatabase, testConfig } from './helper';
import { appUrl, createHeloc, readStatus } from './engine-fixtures';

// The broker price opinion is a scheduled engine step (BPO_VALUATION, due VALUATION_DELAY_MS after the
// order). A node stopped while the valuation is pending loses nothing: a new app on the same database completes it
// exactly once. The same data survives the restart: a PGlite data dir, or one PostgreSQL database.
const VALUATION_DELAY_MS = 60_000;
const database = reopenableDatabase('heloc-valuation-restart-');

const clock = createTestClock();
const startNode = async (): Promise<FastifyInstance> => {
  const app = await buildApp({
    config: testConfig({ PROCESSING_DELAY_MS: '0', VALUATION_DELAY_MS: String(VALUATION_DELAY_MS) }),
    db: await database.open(),
    ownsDb: true,
    clock: clock.now,
  });
  await app.ready();
  return app;
};

afterAll(() => database.dispose());

const valuationSteps = (app: FastifyInstance, uuid: string) =>
  app.db
    .selectFrom('status_history')
    .selectAll()
    .where('application_uuid', '=', uuid)
    .where('field', '=', 'checklistStatus')
    .where('changed_by', '=', 'engine:BPO_VALUATION')
    .execute();

describe('a restart while the broker price opinion is pending', () => {
  it('completes the valuation once on the new node', async () => {
    const first = await startNode();
    const user = await registerAndLogin(first);
    const uuid = await createHeloc(first, user, { lastName: 'Noavm', state: 'CO', city: 'Denver', zip: '80202' });
    expect((await readStatus(first, user, uuid)).checklistStatus).toBe('NO_AVM_FOUND');
    const inject = (method: 'POST', url: string, payload: object) =>
      first.inject({ method, url, headers: user.auth, payload });
    expect((await inject('POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 600_000 })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', `${appUrl(uuid)}/valuation/order`, { authorize: true })).statusCode).toBe(200);
    // Not due yet: the valuation is under way.
    clock.advance(VALUATION_DELAY_MS / 2);
    expect(await readStatus(first, user, uuid)).toMatchObject({
      checklistStatus: 'NAV_BPO_PROCESSING',
      bpo: 'BPO_PROCESSING',
    });
    await first.close();

    clock.advance(VALUATION_DELAY_MS);
    const second = await startNode();
    try {
      // Several readers at once (a reload, a second tab, the sweeper) apply it once.
      const statuses = await Promise.all([1, 2, 3].map(() => readStatus(second, user, uuid)));
      expect(statuses.map((s) => s.checklistStatus)).toEqual(['OFFER_SELECTION', 'OFFER_SELECTION', 'OFFER_SELECTION']);
      await second.workflow.applyDue();
      expect(await valuationSteps(second, uuid)).toHaveLength(1);
      const valuation = await second.inject({ url: `${appUrl(uuid)}/valuation`, headers: user.auth });
      expect(valuation.json()).toMatchObject({ valueDollars: 640_000, checklistStatus: 'OFFER_SELECTION' });
    } finally {
      await second.close();
    }
    // Two nodes on a PGlite data dir are slow on a busy machine.
  }, 120_000);
});
