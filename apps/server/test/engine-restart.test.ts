import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestClock, registerAndLogin, reopenableDatabase, testConfig } from './helper';
import { createHeloc, readStatus } from './engine-fixtures';

// docs/architecture.md: the schedule lives in the database, so a node restarted mid-processing (or a second node) finishes a due
// transition exactly once. The same data survives the restart: a PGlite data dir, or one PostgreSQL database.
const DELAY_MS = 60_000;
const database = reopenableDatabase('heloc-restart-');

const clock = createTestClock();
const startNode = async (): Promise<FastifyInstance> => {
  const app = await buildApp({
    config: testConfig({ PROCESSING_DELAY_MS: String(DELAY_MS) }),
    db: await database.open(),
    ownsDb: true,
    clock: clock.now,
  });
  await app.ready();
  return app;
};

afterAll(() => database.dispose());

const engineHistory = async (app: FastifyInstance, uuid: string, step: string) =>
  app.db
    .selectFrom('status_history')
    .selectAll()
    .where('application_uuid', '=', uuid)
    .where('field', '=', 'checklistStatus')
    .where('changed_by', '=', `engine:${step}`)
    .execute();

describe('a restart in the middle of processing', () => {
  it('loses nothing and applies the pending transition once', async () => {
    const first = await startNode();
    const user = await registerAndLogin(first);
    const uuid = await createHeloc(first, user);
    expect((await readStatus(first, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    await first.close();

    clock.advance(DELAY_MS + 1_000);
    const second = await startNode();
    try {
      expect((await readStatus(second, user, uuid)).checklistStatus).toBe('WAITING_FOR_INITIAL_OFFERS');
      expect(await engineHistory(second, uuid, 'SOFT_CREDIT')).toHaveLength(1);

      // Many readers at once (a second node, a reload, the sweeper) still apply the next step once.
      clock.advance(DELAY_MS);
      const statuses = await Promise.all([1, 2, 3].map(() => readStatus(second, user, uuid)));
      expect(statuses.map((s) => s.checklistStatus)).toEqual(['OFFER_SELECTION', 'OFFER_SELECTION', 'OFFER_SELECTION']);
      await second.workflow.applyDue();
      expect(await engineHistory(second, uuid, 'SOFT_CREDIT')).toHaveLength(1);
      expect(await engineHistory(second, uuid, 'INITIAL_OFFERS')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
