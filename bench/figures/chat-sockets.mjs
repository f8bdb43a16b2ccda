// Figure 9: the chat's sockets on PostgreSQL (docs/product/chat.md §5). One server node (the server's own code,
// bundled from its sources) on a throwaway database; 1,000 chats started through the widget's call, each with its
// borrower's socket open and authenticated, and one agent's socket following the organisation. Then a sample of
// round trips: a borrower's message from its send to its acknowledgement (stored first), and from its send to the
// agent's socket (through NOTIFY and the node's fan-out). The clients run in a worker thread, so the server's
// event loop is its own. Any socket closed before the end counts as dropped.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadServerCode } from '../lib/server-code.mjs';
import { atMost, compared, describeError, ms, notMeasured, verdict } from '../lib/format.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 1000);
const CONCURRENCY = 10;
const P99_TARGET = atMost(100, '100 ms');
const DROPPED_TARGET = atMost(0, '0');
const AGENT_UUID = '00000000-0000-4000-8000-00000000c001';

const loadCode = () =>
  loadServerCode('chat', [
    "export { buildApp } from './apps/server/src/app';",
    "export { loadConfig } from './apps/server/src/platform/config/config';",
    "export { startStaffSession } from './apps/server/src/platform/auth/staff-auth.plugin';",
    "export { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH } from './packages/domain/src/contracts/chat-stream';",
    // The widget's start call as the server's chat tests make it.
    "export { startChat } from './apps/server/test/chat-start';",
  ]);

const runClients = (workerData) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/chat-socket-clients.mjs', import.meta.url), { workerData });
    worker.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.result)));
    worker.once('error', reject);
  });

const run = async (databaseUrl) => {
  const code = await loadCode();
  const dataDir = path.join(os.tmpdir(), `heloc-bench-chat-${process.pid}`);
  const app = await code.buildApp({
    config: code.loadConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROCESSING_DELAY_MS: '0',
      SANDBOX_MODE: 'true',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    }),
  });
  try {
    await app.ready();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.db
      .insertInto('staff_members')
      .values({
        uuid: AGENT_UUID,
        email: 'bench-agent@lender.example.com',
        name: 'Bench Agent',
        roles: JSON.stringify(['SUPPORT_AGENT']),
        org_codes: JSON.stringify(['summit']),
      })
      .execute();
    const agentToken = await code.startStaffSession({ db: app.db, cipher: app.fieldCipher }, AGENT_UUID, new Date(), {
      secondFactorDone: true,
    });
    const tokens = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const res = await code.startChat(app, {
        chatMode: 'AGENT',
        modeOverride: 'AGENT',
        friendlyName: `Borrower ${i}`,
        emailAddress: `borrower${i}@example.com`,
      });
      if (res.statusCode !== 200) throw new Error(`initWebChat answered ${res.statusCode}: ${res.body}`);
      tokens.push(res.json().token);
    }
    return await runClients({
      baseUrl,
      borrowerPath: code.CHAT_SOCKET_PATH,
      agentPath: code.CONSOLE_CHAT_SOCKET_PATH,
      tokens,
      agentToken,
      samples: SAMPLES,
      concurrency: CONCURRENCY,
    });
  } finally {
    await app.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const measureChatSockets = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) {
    const reason = `${postgres.reason} (the chat sockets figure needs PostgreSQL)`;
    return { line: `not measured: ${reason}`, data: notMeasured(reason) };
  }
  const r = await withThrowawayDatabase(postgres.url, (url) => run(url));
  const worst = Math.max(r.ackP99Ms, r.agentP99Ms);
  return {
    line:
      `${r.sockets} borrower sockets open and authenticated on PostgreSQL (in ${r.openSeconds} s); ${r.samples} messages, ` +
      `${r.concurrency} at a time: send → ack p50 ${ms(r.ackP50Ms)}, p99 ${verdict(r.ackP99Ms, P99_TARGET, ms(r.ackP99Ms))}; ` +
      `send → agent's socket p50 ${ms(r.agentP50Ms)}, p99 ${verdict(r.agentP99Ms, P99_TARGET, ms(r.agentP99Ms))}; ` +
      `dropped ${verdict(r.dropped, DROPPED_TARGET, String(r.dropped))}`,
    data: { ...r, p99Ms: compared(worst, P99_TARGET), dropped: compared(r.dropped, DROPPED_TARGET) },
  };
};
