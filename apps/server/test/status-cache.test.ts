import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { APPLICATION_CHANGED_CHANNEL } from '../src/workflow/status/status-cache';
import { SANDBOX_HEADERS, createHeloc, readStatus, statusUrl } from './engine-fixtures';
import {
  type TestDatabase,
  type TwoNodes,
  createTestClock,
  onOwnConnection,
  registerAndLogin,
  twoNodesOnOneDatabase,
  waitUntilListening,
} from './helper';

/**
 * A node answers the status call from memory while nothing it reads has changed. The memory lasts a minute
 * here, so only the node's own count of its writes, the database's announcement of another node's, or the next step
 * falling due can explain a fresh answer.
 */
let nodes: TwoNodes;
let database: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const clock = createTestClock();
const TOKEN = 'status-cache-metrics-token-of-this-test';
const env = { STATUS_CACHE_MS: '60000', PROCESSING_DELAY_MS: '3000', METRICS_TOKEN: TOKEN };

beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase(env, clock.now);
  ({ database, nodeA, nodeB } = nodes);
  await waitUntilListening(database, APPLICATION_CHANGED_CHANNEL, 2);
});

afterAll(async () => nodes?.close());

const newApplication = async () => {
  const user = await registerAndLogin(nodeA);
  return { user, uuid: await createHeloc(nodeA, user) };
};

/** How many status reads a node has answered from memory so far (its /metrics). */
const hits = async (node: FastifyInstance): Promise<number> => {
  const res = await node.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith('heloc_status_memory_lookups_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

describe('the status call answered from memory', () => {
  it("keeps an application's answer through another applicant registering and applying", async () => {
    const { user, uuid } = await newApplication();
    // The database's announcements of the writes that made the application arrive a moment after them.
    await vi.waitFor(
      async () => {
        const before = await hits(nodeA);
        await readStatus(nodeA, user, uuid);
        expect(await hits(nodeA)).toBe(before + 1);
      },
      { timeout: 5000, interval: 20 },
    );
    await newApplication();
    const before = await hits(nodeA);
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(await hits(nodeA)).toBe(before + 1);
  });

  it('applies the next step as soon as it falls due, whatever the memory holds', async () => {
    const { user, uuid } = await newApplication();
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    clock.advance(3000);
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).not.toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('shows a change made on the same node on the very next read, announced or not', async () => {
    const { user, uuid } = await newApplication();
    await readStatus(nodeA, user, uuid);
    const set = await nodeA.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${uuid}/status`,
      headers: SANDBOX_HEADERS,
      payload: { checklistStatus: 'SOFT_CREDIT_FROZEN' },
    });
    expect(set.statusCode).toBe(200);
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).toBe('SOFT_CREDIT_FROZEN');
    // Triggers do not fire for a replica's session: only the node's own count of its writes can tell.
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('applications').set({ bpo: 'BPO_PROCESSING' }).where('uuid', '=', uuid).execute();
    });
    expect((await readStatus(nodeA, user, uuid)).bpo).toBe('BPO_PROCESSING');
  });

  it('never answers another identity from what it remembers for a participant', async () => {
    const { user, uuid } = await newApplication();
    await readStatus(nodeA, user, uuid);
    const stranger = await registerAndLogin(nodeA);
    const res = await nodeA.inject({ url: statusUrl(uuid), headers: stranger.auth });
    expect(res.statusCode).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the status call across nodes on PostgreSQL', () => {
  it('shows a change made anywhere (here: SQL on another connection) once the database announces it', async () => {
    const { user, uuid } = await newApplication();
    expect((await readStatus(nodeB, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    await onOwnConnection(database, [
      `update applications set checklist_status = 'SOFT_CREDIT_LOCKED' where uuid = '${uuid}'`,
    ]);
    await vi.waitFor(
      async () => expect((await readStatus(nodeB, user, uuid)).checklistStatus).toBe('SOFT_CREDIT_LOCKED'),
      {
        timeout: 5000,
        interval: 20,
      },
    );
  });

  it('keeps answering from memory while the database announces nothing', async () => {
    const { user, uuid } = await newApplication();
    expect((await readStatus(nodeB, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    // A witness listens as the nodes do. Triggers do not fire for a replica's session: the change is made without an
    // announcement. The database delivers notifications in commit order, so once the witness hears the marker sent
    // after the change, it has heard every announcement the change made: none, so node B has none to hear either.
    const witness = new pg.Client({ connectionString: database.url });
    const heard: string[] = [];
    witness.on('notification', (n) => heard.push(n.channel));
    await witness.connect();
    try {
      await witness.query(`listen ${APPLICATION_CHANGED_CHANNEL}`);
      await witness.query('listen status_cache_test_marker');
      await onOwnConnection(database, [
        'set session_replication_role = replica',
        `update applications set checklist_status = 'SOFT_CREDIT_LOCKED' where uuid = '${uuid}'`,
        'notify status_cache_test_marker',
      ]);
      await vi.waitUntil(() => heard.includes('status_cache_test_marker'), { timeout: 5000, interval: 10 });
      expect(heard).toEqual(['status_cache_test_marker']);
    } finally {
      await witness.end();
    }
    expect((await readStatus(nodeB, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    // Node A never read it: it reads the row.
    expect((await readStatus(nodeA, user, uuid)).checklistStatus).toBe('SOFT_CREDIT_LOCKED');
  });
});
