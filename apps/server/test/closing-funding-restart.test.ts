import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Db, createDatabase } from '../src/platform/database/database';
import type { Providers } from '../src/workflow';
import { sandboxProviders } from '../src/workflow/providers/sandbox';
import { createSandboxFunding } from '../src/workflow/providers/sandbox/funding';
import { applicantWithDisburseAccount, sandboxStatus } from './closing-fixtures';
import { readStatus } from './engine-fixtures';
import { createTestClock, createTestDatabase, testConfig } from './helper';

// The funding step asks the bank with an idempotency key fixed per application. A node that dies after the
// bank sent the draw but before it recorded COMPLETE leaves the step due; the next node (a second app on the same
// database) asks again with the same key and gets the same transfer back: the draw is sent exactly once.
const DELAY_MS = 60_000;
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-funding-restart-'));
let disposePg: (() => Promise<void>) | undefined;
let pgUrl: string | undefined;

const openDb = async (): Promise<Db> => {
  if (!process.env.TEST_DATABASE_URL) return createDatabase({ pgliteDir: path.join(tmpDir, 'pglite') });
  if (!pgUrl) {
    const created = await createTestDatabase();
    pgUrl = created.url;
    disposePg = created.dispose;
    return created.db;
  }
  return createDatabase({ databaseUrl: pgUrl });
};

// The bank outlives our nodes: both talk to the same one.
const bank = createSandboxFunding();
const clock = createTestClock();

const startNode = async (providers: Providers): Promise<FastifyInstance> => {
  const app = await buildApp({
    config: testConfig({ PROCESSING_DELAY_MS: String(DELAY_MS) }),
    db: await openDb(),
    ownsDb: true,
    clock: clock.now,
    providers,
  });
  await app.ready();
  return app;
};

afterAll(async () => {
  await disposePg?.();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

describe('a restart during funding', () => {
  it('funds the first draw once', async () => {
    // The first node crashes right after the bank answered, before its transaction commits.
    let crashes = 0;
    const crashingFunding = {
      async disburse(request: Parameters<typeof bank.disburse>[0]) {
        await bank.disburse(request);
        crashes += 1;
        throw new Error('node died after the bank sent the draw');
      },
    };
    const first = await startNode({ ...sandboxProviders, funding: crashingFunding });
    const a = await applicantWithDisburseAccount(first, {}, () => clock.advance(DELAY_MS + 1_000));
    await sandboxStatus(first, a.uuid, { checklistStatus: 'FUNDABLE' });
    clock.advance(DELAY_MS + 1_000);
    await first.workflow.applyDue(a.uuid);
    expect((await readStatus(first, a.user, a.uuid)).checklistStatus).toBe('FUNDING_DECISION');
    clock.advance(DELAY_MS + 1_000);
    await expect(first.workflow.applyDue(a.uuid)).rejects.toThrow(/node died/);
    expect(crashes).toBe(1);
    expect(bank.transfers()).toHaveLength(1);
    await first.close();

    const second = await startNode({ ...sandboxProviders, funding: bank });
    try {
      // Many readers at once on the restarted node still fund once.
      const statuses = await Promise.all([1, 2, 3].map(() => readStatus(second, a.user, a.uuid)));
      expect(statuses.map((s) => s.checklistStatus)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE']);
      await second.workflow.applyDue();
      expect(bank.transfers()).toHaveLength(1);
      expect(bank.transfers()[0]).toMatchObject({ applicationUuid: a.uuid, amountDollars: a.drawAmount });
      const recorded = await second.db
        .selectFrom('funding_transfers')
        .selectAll()
        .where('application_uuid', '=', a.uuid)
        .execute();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ transfer_id: bank.transfers()[0]!.transferId, status: 'SENT' });
      const completions = await second.db
        .selectFrom('status_history')
        .select('changed_by')
        .where('application_uuid', '=', a.uuid)
        .where('field', '=', 'checklistStatus')
        .where('to_value', '=', 'COMPLETE')
        .execute();
      expect(completions).toEqual([{ changed_by: 'engine:FUND' }]);
    } finally {
      await second.close();
    }
  });
});
