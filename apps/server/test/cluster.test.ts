import { CHAT_SOCKET_PATH, type ChatServerFrame, initWebChatContract } from '@heloc/domain/contracts';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationAtSigning } from '../../../bench/lib/application-states.mjs';
import { type Cluster, builtServerArgs, rollNodes, startCluster } from '../../../scripts/cluster-lib.mjs';
import { REPO_ROOT } from '../src/platform/config/config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/platform/database/unavailable';
import { CHAT_START_BODY } from './chat-start';
import { openChatSocket } from './chat-client';
import { CREATE_URL, helocBody, statusUrl } from './engine-fixtures';
import { pdfOf } from './upload-fixtures';
import { TEST_PASSWORD, type TestDatabase, createTestDatabase, uniqueEmail } from './helper';
import { freePort } from './server-process';
import { until } from './until';

/*
 * docs/deploy.md: the product behind a real balancer (HAProxy with deploy/haproxy.cfg, the production file with its
 * addresses changed), two nodes on one PostgreSQL reached through a TCP proxy this test can cut. A node SIGKILLed while
 * registrations and applications are being submitted, a chat whose node dies, a rolling replace under load, and the
 * database away: what a caller sees is at most a retry, never a failure. On the PostgreSQL pass of the server suite
 * (as CI runs it), where HAProxy is installed (.ci/run).
 */

const HAPROXY = '/usr/sbin/haproxy';
const METRICS_TOKEN = 'cluster-tests-metrics-token-0123456789';
const runs = Boolean(process.env.TEST_DATABASE_URL) && fs.existsSync(HAPROXY);

/** A TCP proxy in front of PostgreSQL: `cut()` drops every connection and refuses new ones; `restore()` ends that. */
const startDatabaseProxy = async (target: URL) => {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => (sockets.delete(a), b.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: (database: URL) => Object.assign(new URL(database), { host: `127.0.0.1:${port}` }).href,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), sockets.forEach((s) => s.destroy()))),
  };
};

type Status = { checklistStatus: string } | null;
type Answer = { status: number; ms: number; body: unknown; retryAfter: string | null };

let database: TestDatabase;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let cluster: Cluster;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-cluster-'));

const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const started = performance.now();
  try {
    const response = await fetch(`${cluster.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-org': 'summit', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await response.json().catch(() => null);
    return {
      status: response.status,
      ms: performance.now() - started,
      body,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error), retryAfter: null };
  }
};

/** One borrower's registration submit over HTTP: the identity, then the application (with its idempotency key). */
const submitRegistration = async (email = uniqueEmail('cluster')) => {
  const register = await call('/identity/api/v1/registration/register?organization=summit', {
    method: 'POST',
    body: JSON.stringify({ email, password: TEST_PASSWORD, phoneNumber: '(555) 123-4567' }),
  });
  if (register.status !== 200) return { email, failed: register };
  const auth = { authorization: `Bearer ${(register.body as { jwt: string }).jwt}` };
  const create = await call(`${CREATE_URL}?state=TX`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': `reg-${randomUUID()}` },
    body: JSON.stringify(helocBody()),
  });
  if (create.status !== 200 && create.status !== 201) return { email, failed: create };
  return { email, auth, uuid: (create.body as { uuid: string }).uuid };
};

/** Per email: its identities and their applications. */
const identitiesOf = async (emails: string[]) => {
  const { rows } = await sql<{ email: string; identities: number; applications: number }>`
    select i.email, count(distinct i.uuid)::int as identities, count(a.uuid)::int as applications
      from identities i left join applications a on a.identity_uuid = i.uuid
     where i.email = any(${emails}) group by i.email`.execute(database.db);
  return rows;
};

/** The chat sockets a node holds, from its metrics (docs/operations.md `heloc_chat_sockets`). */
const chatSocketsOn = async (url: string): Promise<number> => {
  const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
    (r) => r.text(),
    () => '',
  );
  return Number(/^heloc_chat_sockets\{kind="borrower"\} (\d+)/m.exec(text)?.[1] ?? 0);
};

it('docs/deploy.md shows the balancer configuration the cluster runs, as it is', () => {
  const file = fs.readFileSync(path.join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
  expect(/```haproxy\n([\s\S]*?)```/.exec(doc)?.[1]).toBe(file);
});

describe.runIf(runs)('two nodes behind HAProxy on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url as string);
    proxy = await startDatabaseProxy(url);
    cluster = await startCluster({
      nodes: 2,
      args: await builtServerArgs(),
      env: {
        NODE_ENV: 'development',
        DATABASE_URL: proxy.url(url),
        TOKEN_SECRET: 'cluster-tests-token-secret-0123456789abcdef',
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
        LOG_LEVEL: 'warn',
        SANDBOX_MODE: 'true',
        PROCESSING_DELAY_MS: '0',
        SHUTDOWN_DRAIN_MS: '2000',
        WEB_DIST_DIR: '/nonexistent-web-build',
        METRICS_TOKEN,
        // The nodes' one document store (on one machine a shared directory stands for the bucket).
        DATA_DIR: dataDir,
      },
    });
  }, 90_000);

  // Each case starts with every node up, whatever the case before it left.
  beforeEach(async () => {
    for (const node of cluster.nodes.filter((n) => !n.isRunning())) await node.start();
    for (const node of cluster.nodes) await cluster.untilBalancerSees(node, 'UP');
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
    await proxy?.close();
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('a node SIGKILLed while borrowers submit: every registration ends with one identity and one application', async () => {
    const [victim] = cluster.nodes as [Cluster['nodes'][number]];
    const journeys = Array.from({ length: 8 }, () => submitRegistration());
    // Killed once the first borrower is through, while the others' calls are in flight (each registration hashes a
    // password for tens of milliseconds, so eight at once keep both nodes busy).
    await Promise.race(journeys);
    await victim.kill();
    const done = await Promise.all(journeys);
    expect(done.filter((j) => 'failed' in j)).toEqual([]);
    const emails = done.map((j) => j.email.toLowerCase());
    const identities = await identitiesOf(emails);
    expect(identities).toHaveLength(emails.length);
    for (const row of identities) expect(row).toMatchObject({ identities: 1, applications: 1 });
    await victim.start();
    await cluster.untilBalancerSees(victim, 'UP');
  }, 60_000);

  it('a node SIGKILLed while a borrower uploads: every file answered, each stored once', async () => {
    const borrower = await submitRegistration();
    const headers = borrower.auth as Record<string, string>;
    await until(
      async () =>
        ((await call(statusUrl(borrower.uuid as string), { headers })).body as Status)?.checklistStatus ===
        'OFFER_SELECTION',
      { timeout: 30_000, interval: 100 },
    );
    const raised = await call(`/sandbox/api/v1/applications/${borrower.uuid}/conditions`, {
      method: 'POST',
      headers: { 'x-sandbox-key': 'sandbox-dev-key' },
      body: JSON.stringify({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', commentsToBorrower: 'Your statement' }),
    });
    expect(raised.status).toBeLessThan(300);
    const conditions = await call(
      `/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/external-applicants`,
      { headers },
    );
    const condition = (conditions.body as { uuid: string }[])[0] as { uuid: string };
    const documents = `/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/${condition.uuid}/documents`;
    const upload = async (i: number) => {
      const form = new FormData();
      form.set('file', new Blob([pdfOf(`statement page ${i}`)]), `statement-${i}.pdf`);
      const response = await fetch(`${cluster.url}${documents}`, { method: 'POST', headers, body: form }).catch(
        () => undefined,
      );
      return response?.status ?? 0;
    };
    const uploads = Array.from({ length: 6 }, (_, i) => upload(i));
    const [victim] = cluster.nodes as [Cluster['nodes'][number]];
    await Promise.race(uploads);
    await victim.kill();
    expect((await Promise.all(uploads)).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    const { rows } = await sql<{ sha256: string; n: number }>`
      select sha256, count(*)::int as n from documents where application_uuid = ${borrower.uuid as string}
       and kind = 'CONDITION_DOCUMENT' group by sha256`.execute(database.db);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    await victim.start();
    await cluster.untilBalancerSees(victim, 'UP');
  }, 60_000);

  it('a chat whose node dies reconnects through the other node: no message lost or doubled', async () => {
    const start = await call(initWebChatContract.path, {
      method: 'POST',
      body: JSON.stringify(CHAT_START_BODY),
    });
    expect(start.status).toBe(200);
    const { token } = start.body as { token: string };
    const widget = await openChatSocket(cluster.url, CHAT_SOCKET_PATH);
    widget.send({ type: 'auth', token });
    await widget.next('ready');
    widget.send({ type: 'send', clientId: 'b-1', body: 'Before the node dies' });
    const first = (await widget.next('ack')).message;

    // The node holding the socket is the one with a session open in the balancer.
    const holding = await Promise.all(
      cluster.nodes.map(async (node) => ({ node, sockets: await chatSocketsOn(node.url) })),
    );
    const victim = holding.find((h) => h.sockets > 0)?.node;
    expect(victim).toBeDefined();
    await victim?.kill();
    expect(await widget.closed).toBe(1006);

    // The widget reconnects (through the balancer, now to the other node) and asks for what came after its last seq,
    // then sends its next message and, not sure the first arrived, that one again with the same id.
    const again = await openChatSocket(cluster.url, CHAT_SOCKET_PATH);
    again.send({ type: 'auth', token, afterSeq: first.seq });
    await again.next('ready');
    again.send({ type: 'send', clientId: 'b-2', body: 'After the node died' });
    again.send({ type: 'send', clientId: 'b-1', body: 'Before the node dies' });
    await again.next('ack', (f) => f.clientId === 'b-2');
    await again.next('ack', (f) => f.clientId === 'b-1');
    await again.close();

    const history = await openChatSocket(cluster.url, CHAT_SOCKET_PATH);
    history.send({ type: 'auth', token });
    const { messages } = await history.next('ready');
    await history.close();
    const mine = messages.filter((m: Extract<ChatServerFrame, { type: 'ready' }>['messages'][number]) => m.clientId);
    expect(mine.map((m) => m.clientId).sort()).toEqual(['b-1', 'b-2']);
    await victim?.start();
    if (victim) await cluster.untilBalancerSees(victim, 'UP');
  }, 60_000);

  it('a node SIGKILLed while a borrower signs: every place signed once, the signing completed once', async () => {
    const { token, uuid } = await applicationAtSigning(cluster.url);
    const headers = { authorization: `Bearer ${token}` };
    const closing = `/service-application/api/v1/application/heloc/${uuid}/closing`;
    type Package = { documents: { id: string; sha256: string; places: { key: string; signedAt: string | null }[] }[] };
    // What the browser does when a call is lost with its node: it asks again (a place signed answers unchanged).
    const callAgainOnLoss = async (url: string, init: RequestInit = {}) => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await call(url, init);
        if (![0, 502, 503].includes(answer.status) || attempt === 4) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const pkg = (await call(closing, { headers })).body as Package;
    const places = pkg.documents.flatMap((doc) => doc.places.map((place) => ({ doc, place })));
    expect(places.length).toBeGreaterThan(3);
    for (const doc of pkg.documents)
      expect((await call(`${closing}/documents/${doc.id}/read`, { method: 'POST', headers, body: '{}' })).status).toBe(
        200,
      );
    const sign = ({ doc, place }: (typeof places)[number]) =>
      callAgainOnLoss(`${closing}/documents/${doc.id}/signatures`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          place: place.key,
          documentSha256: doc.sha256,
          signature: { type: 'TYPED', text: 'Pat Smith' },
        }),
      });
    const signing = places.map(sign);
    const [victim] = cluster.nodes as [Cluster['nodes'][number]];
    await Promise.race(signing);
    await victim.kill();
    expect((await Promise.all(signing)).filter((answer) => answer.status !== 200)).toEqual([]);
    // Finish pressed on two tabs while the node is away: both answered, the application moves once.
    const finished = await Promise.all(
      [1, 2].map(() => callAgainOnLoss(`${closing}/complete`, { method: 'POST', headers, body: '{}' })),
    );
    expect(finished.map((answer) => answer.status)).toEqual([200, 200]);
    const { rows: signatures } = await sql<{ place: string; n: number }>`
      select closing_document_uuid || ':' || place_key as place, count(*)::int as n from signatures
       where application_uuid = ${uuid} group by 1`.execute(database.db);
    expect(signatures).toHaveLength(places.length);
    expect(signatures.every((row) => row.n === 1)).toBe(true);
    const { rows: moves } = await sql<{ n: number }>`
      select count(*)::int as n from status_history
       where application_uuid = ${uuid} and field = 'checklistStatus' and to_value = 'GEN_NOTE_SIGNING'`.execute(
      database.db,
    );
    expect(moves).toEqual([{ n: 1 }]);
    await victim.start();
    await cluster.untilBalancerSees(victim, 'UP');
  }, 90_000);

  it('a node SIGKILLed while the engine applies scheduled steps: every application at its offers, each step once', async () => {
    const borrowers = await Promise.all(Array.from({ length: 6 }, () => submitRegistration()));
    expect(borrowers.filter((b) => 'failed' in b)).toEqual([]);
    // The processing steps are applied by whichever node reads a status first (row locks, SKIP LOCKED): the borrowers
    // poll through the balancer, and a node dies after the first answer.
    const poll = async (borrower: (typeof borrowers)[number]) => {
      const headers = borrower.auth as Record<string, string>;
      await until(
        async () =>
          ((await call(statusUrl(borrower.uuid as string), { headers })).body as Status)?.checklistStatus ===
          'OFFER_SELECTION',
        { timeout: 45_000, interval: 50 },
      );
    };
    const polling = borrowers.map(poll);
    const [, victim] = cluster.nodes as [Cluster['nodes'][number], Cluster['nodes'][number]];
    await new Promise((resolve) => setTimeout(resolve, 30));
    await victim.kill();
    await Promise.all(polling);
    const { rows } = await sql<{ application_uuid: string; from_value: string; to_value: string; n: number }>`
      select application_uuid, from_value, to_value, count(*)::int as n from status_history
       where application_uuid = any(${borrowers.map((b) => b.uuid as string)}) and field = 'checklistStatus'
       group by 1, 2, 3 having count(*) > 1`.execute(database.db);
    expect(rows).toEqual([]);
    await victim.start();
    await cluster.untilBalancerSees(victim, 'UP');
  }, 90_000);

  it('a rolling replace of every node under load: 0 failed calls', async () => {
    const borrowers = await Promise.all(Array.from({ length: 4 }, () => submitRegistration()));
    const answers: Answer[] = [];
    let running = true;
    const poller = async (i: number) => {
      const borrower = borrowers[i % borrowers.length] as { auth: Record<string, string>; uuid: string };
      while (running) {
        if (i === 0) {
          const journey = await submitRegistration();
          answers.push(journey.failed ?? { status: 200, ms: 0, body: null, retryAfter: null });
        } else answers.push(await call(statusUrl(borrower.uuid), { headers: borrower.auth }));
      }
    };
    const load = Array.from({ length: 8 }, (_, i) => poller(i));
    await rollNodes(cluster);
    running = false;
    await Promise.all(load);
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  }, 90_000);

  it('the database away: 503 with Retry-After within 5 s, no hang; every node serves again within 10 s of its return', async () => {
    const borrower = await submitRegistration();
    const read = () => call(statusUrl(borrower.uuid as string), { headers: borrower.auth as Record<string, string> });
    // A read the nodes have not remembered: the application's own call, which needs the database.
    const register = () =>
      call('/identity/api/v1/registration/register?organization=summit', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('away'), password: TEST_PASSWORD, phoneNumber: '(555) 123-4567' }),
      });
    expect((await read()).status).toBe(200);
    await proxy.cut();
    const cutAt = performance.now();
    const away: Answer[] = [];
    await until(
      async () => {
        away.push(await register());
        return away.at(-1)?.status === 503;
      },
      { timeout: 5000, interval: 100, explain: () => `no 503 within 5 s: ${JSON.stringify(away.at(-1))}` },
    );
    expect(performance.now() - cutAt).toBeLessThan(5000);
    for (const answer of away.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({ errors: [DATABASE_UNAVAILABLE_MESSAGE] });
      expect(answer.retryAfter).toBe('5');
    }
    expect(away.filter((a) => a.status !== 503)).toEqual([]);
    expect(Math.max(...away.map((a) => a.ms))).toBeLessThan(5000);

    await proxy.restore();
    const back = performance.now();
    await until(
      async () => {
        const healthy = await Promise.all(
          cluster.nodes.map((n) =>
            fetch(`${n.url}/healthz`).then(
              (r) => r.status === 200,
              () => false,
            ),
          ),
        );
        return healthy.every(Boolean) && (await register()).status === 200;
      },
      { timeout: 10_000, interval: 200, explain: () => 'the nodes did not recover within 10 s' },
    );
    expect(performance.now() - back).toBeLessThan(10_000);
    expect((await read()).status).toBe(200);
  }, 60_000);
});
