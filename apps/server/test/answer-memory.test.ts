import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { ROWS_CHANGED_CHANNEL } from '../src/platform/http/answer-memory';
import { createHeloc } from './engine-fixtures';
import {
  type Registered,
  type TestDatabase,
  type TwoNodes,
  createTestClock,
  registerAndLogin,
  onOwnConnection,
  twoNodesOnOneDatabase,
  waitUntilListening,
} from './helper';

/**
 * A node answers the reads a signed-in screen makes when it opens from memory while no table they read is written.
 * The memory lasts a minute here, so only the node's own count of its writes, the database's announcement of another
 * node's, or the next step falling due can explain a fresh answer; the operator's hit counter shows a remembered one.
 */
const TOKEN = 'answer-memory-metrics-token-of-this-test';
let nodes: TwoNodes;
let database: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const clock = createTestClock();
const env = { ANSWER_CACHE_MS: '60000', PROCESSING_DELAY_MS: '3000', METRICS_TOKEN: TOKEN };

beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase(env, clock.now);
  ({ database, nodeA, nodeB } = nodes);
  await waitUntilListening(database, ROWS_CHANGED_CHANNEL, 2);
});

afterAll(async () => nodes?.close());

const applicationUrl = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

const readApplication = async (node: FastifyInstance, user: Registered, uuid: string) => {
  const res = await node.inject({ url: applicationUrl(uuid), headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: { checklistStatus: string; bpo: string | null } }>().status;
};

/** How many remembered reads a node has answered from memory so far (its /metrics). */
const hits = async (node = nodeA): Promise<number> => {
  const res = await node.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith('heloc_answer_memory_lookups_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

/**
 * Reads the application until the node answers it from memory. The database's announcements of the writes that made
 * the application arrive a moment after them, and each one heard after a read ends what that read kept.
 */
const readUntilRemembered = (node: FastifyInstance, user: Registered, uuid: string) =>
  vi.waitFor(
    async () => {
      const before = await hits(node);
      const status = await readApplication(node, user, uuid);
      expect(await hits(node)).toBe(before + 1);
      return status;
    },
    { timeout: 5000, interval: 20 },
  );

const newApplication = async () => {
  const user = await registerAndLogin(nodeA);
  return { user, uuid: await createHeloc(nodeA, user) };
};

describe('the reads of a screen answered from memory', () => {
  it('answers the same caller again from memory, and a write to a table it read on the very next read', async () => {
    const { user, uuid } = await newApplication();
    expect((await readUntilRemembered(nodeA, user, uuid)).bpo).toBeNull();
    // Triggers do not fire for a replica's session: only the node's own count of its writes can tell.
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('applications').set({ bpo: 'BPO_PROCESSING' }).where('uuid', '=', uuid).execute();
    });
    expect((await readApplication(nodeA, user, uuid)).bpo).toBe('BPO_PROCESSING');
  });

  it('keeps an answer through writes to tables it did not read', async () => {
    const { user, uuid } = await newApplication();
    await readUntilRemembered(nodeA, user, uuid);
    await database.db
      .insertInto('tracker_profiles')
      .values({
        identity_uuid: user.identityUuid,
        optimizely_profile_uuid: null,
        tracker_uuid: null,
        updated_at: clock.now(),
      })
      .execute();
    const before = await hits();
    await readApplication(nodeA, user, uuid);
    expect(await hits()).toBe(before + 1);
  });

  it('makes an answer once for the callers who miss it together, and answers them all with it', async () => {
    const { user, uuid } = await newApplication();
    await readUntilRemembered(nodeA, user, uuid);
    const before = await hits();
    // Another language is another answer (the key holds the caller's Accept-Language): ten reads at once miss it.
    const headers = { ...user.auth, 'accept-language': 'es' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => nodeA.inject({ url: applicationUrl(uuid), headers })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await hits()).toBe(before + 9);
  });

  it('ends an answer when the next step falls due', async () => {
    const { user, uuid } = await newApplication();
    expect((await readApplication(nodeA, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect((await readApplication(nodeA, user, uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    clock.advance(3000);
    expect((await readApplication(nodeA, user, uuid)).checklistStatus).not.toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('never answers another caller from what it remembers for a participant', async () => {
    const { user, uuid } = await newApplication();
    await readApplication(nodeA, user, uuid);
    const stranger = await registerAndLogin(nodeA);
    expect((await nodeA.inject({ url: applicationUrl(uuid), headers: stranger.auth })).statusCode).toBe(404);
    expect((await nodeA.inject({ url: applicationUrl(uuid) })).statusCode).toBe(401);
  });

  it("keeps an application's answers through another applicant registering and applying", async () => {
    const { user, uuid } = await newApplication();
    const urls = [
      applicationUrl(uuid),
      `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
      `${applicationUrl(uuid)}/documents`,
    ];
    const read = (url: string) => nodeA.inject({ url, headers: user.auth });
    await vi.waitFor(
      async () => {
        const before = await hits();
        for (const url of urls) expect((await read(url)).statusCode).toBe(200);
        expect(await hits()).toBe(before + urls.length);
      },
      { timeout: 5000, interval: 20 },
    );
    // Writes to users, applications, their participants and scheduled steps, each of the other application.
    await newApplication();
    const before = await hits();
    for (const url of urls) expect((await read(url)).statusCode).toBe(200);
    expect(await hits()).toBe(before + urls.length);
  });

  it('gives every table the triggers that announce its writes, with their applications where rows have one', async () => {
    const { rows } = await sql<{ name: string; per_application: boolean; triggers: string[] | null }>`
      select t.tablename as name,
        t.tablename = 'applications' or exists (select 1 from information_schema.columns c
          where c.table_schema = t.schemaname and c.table_name = t.tablename and c.column_name = 'application_uuid')
          as per_application,
        (select array_agg(g.tgname::text order by g.tgname) from pg_trigger g
          where g.tgrelid = (quote_ident(t.schemaname) || '.' || quote_ident(t.tablename))::regclass
            and g.tgname like 'heloc_rows_%') as triggers
      from pg_tables t where t.schemaname = current_schema() and t.tablename not like 'kysely_migration%'`.execute(
      database.db,
    );
    const perApplication = ['heloc_rows_changed', 'heloc_rows_deleted', 'heloc_rows_inserted', 'heloc_rows_updated'];
    const wrong = rows.filter(
      (row) =>
        JSON.stringify(row.triggers) !== JSON.stringify(row.per_application ? perApplication : ['heloc_rows_changed']),
    );
    expect(wrong).toEqual([]);
    expect(rows.filter((row) => row.per_application).length).toBeGreaterThan(10);
  });
});

/**
 * What the database announced while `make` ran: a witness listens as the nodes do, and once it hears the marker sent
 * after `make`, it has heard every announcement made before (the database delivers them in commit order).
 */
const listenedTo = async <T>(make: () => Promise<T>): Promise<{ made: T; payloads: string[] }> => {
  const witness = new pg.Client({ connectionString: database.url });
  const payloads: string[] = [];
  let marked = false;
  witness.on('notification', (n) => {
    if (n.channel === ROWS_CHANGED_CHANNEL) payloads.push(n.payload ?? '');
    else marked = true;
  });
  await witness.connect();
  try {
    await witness.query(`listen ${ROWS_CHANGED_CHANNEL}`);
    await witness.query('listen answer_memory_test_marker');
    const made = await make();
    await onOwnConnection(database, ['notify answer_memory_test_marker']);
    await vi.waitUntil(() => marked, { timeout: 5000, interval: 10 });
    return { made, payloads };
  } finally {
    await witness.end();
  }
};

describe.runIf(process.env.TEST_DATABASE_URL)('the reads of a screen across nodes on PostgreSQL', () => {
  it('shows a change made anywhere (here: SQL on another connection) once the database announces it', async () => {
    const { user, uuid } = await newApplication();
    expect((await readApplication(nodeB, user, uuid)).bpo).toBeNull();
    await onOwnConnection(database, [`update applications set bpo = 'BPO_PROCESSING' where uuid = '${uuid}'`]);
    await vi.waitFor(async () => expect((await readApplication(nodeB, user, uuid)).bpo).toBe('BPO_PROCESSING'), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("announces each write with the application whose rows it wrote, and another node keeps the others' answers", async () => {
    const { user, uuid } = await newApplication();
    await readUntilRemembered(nodeB, user, uuid);
    const heard = await listenedTo(async () => {
      const other = await newApplication();
      await onOwnConnection(database, [`update applications set bpo = null where uuid = '${other.uuid}'`]);
      return other.uuid;
    });
    const read = ['applications', 'application_participants', 'scheduled_transitions', 'credit_reports'];
    const ofReadTables = heard.payloads.filter((payload) => read.includes(payload.split(' ')[0]!));
    expect(ofReadTables.length).toBeGreaterThan(0);
    expect(ofReadTables.filter((payload) => payload.split(' ')[1] !== heard.made)).toEqual([]);
    const before = await hits(nodeB);
    await readApplication(nodeB, user, uuid);
    expect(await hits(nodeB)).toBe(before + 1);
  });

  it('keeps answering from memory while the database announces nothing', async () => {
    const { user, uuid } = await newApplication();
    expect((await readUntilRemembered(nodeB, user, uuid)).bpo).toBeNull();
    // None for a replica's session.
    const { payloads } = await listenedTo(() =>
      onOwnConnection(database, [
        'set session_replication_role = replica',
        `update applications set bpo = 'BPO_PROCESSING' where uuid = '${uuid}'`,
      ]),
    );
    expect(payloads).toEqual([]);
    expect((await readApplication(nodeB, user, uuid)).bpo).toBeNull();
    // Node A never read it: it reads the row.
    expect((await readApplication(nodeA, user, uuid)).bpo).toBe('BPO_PROCESSING');
  });
});
