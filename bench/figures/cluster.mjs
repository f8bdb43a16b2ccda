// Figure 13 ("several nodes behind a balancer", docs/deploy.md): the server as production runs it, N nodes on one
// PostgreSQL behind HAProxy with deploy/haproxy.cfg (scripts/cluster-lib.mjs). Measures the status call's requests/s and
// p99 through the balancer with 1, 2 and 3 nodes and against bare Fastify; the status and application reads spread
// over 10,000 applicants (a few made through the API, the rest their copies: lib/cloned-applicants.mjs) on nodes as
// production runs them (behind a balancer most reads of a large applicant base miss each node's remembered answers);
// the failed calls while a node is SIGKILLed and while every node is
// rolled; how long the nodes take to serve again once the database returns; a roll under a crowd of borrowers and
// chats (failed calls, chat messages lost or doubled); and the nodes' CPU time per funded application.
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtServerArgs, freePort, rollNodes, startCluster } from '../../scripts/cluster-lib.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { applicationAtOffers, applicationPath, statusPath } from '../lib/api.mjs';
import { applicationFunded } from '../lib/application-states.mjs';
import { cloneApplicants } from '../lib/cloned-applicants.mjs';
import { conditionsToUpload, startAgentChats, startBorrowers } from '../lib/borrowers-under-roll.mjs';
import { createAdmin, staffSession } from '../lib/staff.mjs';
import { atLeast, atMost, compared, describeError, ms, notMeasured, verdict } from '../lib/format.mjs';
import { ROOT, startProcess, stopProcess, waitForOk } from '../lib/processes.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const DURATION_S = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = 100;
const SPREAD_APPLICANTS = Number(process.env.BENCH_CLUSTER_APPLICANTS ?? 10_000);
/** How many of them are taken through the API; the rest are copies of these (lib/cloned-applicants.mjs). */
const SOURCE_APPLICANTS = 4;
const SPREAD_SHARE_TARGET = atLeast(15, '15%');
const FAILED_TARGET = atMost(0, '0');
const RECOVERY_TARGET = atMost(10_000, '10 s');
const SPREAD_P99_TARGET = atMost(50, '50 ms');

const NODE_ENV = {
  NODE_ENV: 'development',
  TOKEN_SECRET: 'bench-cluster-token-secret-0123456789abcdef',
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  LOG_LEVEL: 'warn',
  SANDBOX_MODE: 'true',
  PROCESSING_DELAY_MS: '0',
  SHUTDOWN_DRAIN_MS: '2000',
};

const ROLL_BORROWERS = Number(process.env.BENCH_CLUSTER_ROLL_BORROWERS ?? 200);
const ROLL_CHATS = Number(process.env.BENCH_CLUSTER_ROLL_CHATS ?? 50);
const JOURNEYS = Number(process.env.BENCH_CLUSTER_JOURNEYS ?? 5);

/** CPU time (user + system) a process has used, in ms: /proc/<pid>/stat fields 14 and 15, in 1/100 s ticks. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const nodesCpuMs = (cluster) => cluster.nodes.reduce((sum, node) => sum + cpuMs(node.pid), 0);

const load = async (url, { requests, headers = {}, duration = DURATION_S } = {}) => {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration, headers, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
};

/** A TCP proxy between the nodes and PostgreSQL that the figure cuts to take the database away. */
const databaseProxy = async (target) => {
  const port = await freePort();
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => (sockets.delete(a), b.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  const via = new URL(target);
  via.host = `127.0.0.1:${port}`;
  return {
    url: via.href,
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: listen,
  };
};

/** Throws unless a sample of the copies' reads answers 200 with the copy's own application (not its source's). */
const readsAsCopied = async (baseUrl, applicants) => {
  const sample = [0, 1, Math.floor(applicants.length / 2), applicants.length - 1].map((i) => applicants[i]);
  for (const applicant of sample) {
    const res = await fetch(`${baseUrl}${applicationPath(applicant.uuid)}`, {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    const body = await res.json().catch(() => ({}));
    if (res.status !== 200 || body.uuid !== applicant.uuid || body.loanNumber !== applicant.loanNumber)
      throw new Error(
        `a copied applicant's read answered ${res.status} ${body.uuid ?? ''} ${body.loanNumber ?? ''}, not its own application`,
      );
  }
};

const withCluster = async (databaseUrl, nodes, env, use) => {
  const cluster = await startCluster({
    nodes,
    args: await builtServerArgs(),
    env: { ...NODE_ENV, DATABASE_URL: databaseUrl, ...env },
  });
  try {
    return await use(cluster);
  } finally {
    await cluster.stop();
  }
};

/**
 * A release rolled under a crowd (docs/deploy.md): 3 nodes with their remembered answers on, as production runs them;
 * ROLL_BORROWERS borrowers (most poll their status every second, a tenth register one application after another, a
 * tenth upload a statement every 2 s) and ROLL_CHATS chats exchanging a message a second with an agent
 * (lib/borrowers-under-roll.mjs), while every node in turn is drained, stopped, started and taken back. Counts the
 * calls that failed and, in the database, the chat messages lost (sent, never stored) or doubled (stored twice).
 */
const rollUnderLoad = async (url) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'heloc-bench-cluster-'));
  try {
    return await withCluster(url, 3, { DATA_DIR: dataDir }, async (cluster) => {
      const sources = await Promise.all([applicationAtOffers(cluster.url), applicationAtOffers(cluster.url)]);
      const tenth = Math.round(ROLL_BORROWERS / 10);
      const applicants = await cloneApplicants({
        databaseUrl: url,
        sources: sources.map((s) => s.uuid),
        count: ROLL_BORROWERS - tenth,
        tokenSecret: NODE_ENV.TOKEN_SECRET,
      });
      const uploaders = applicants.slice(0, tenth);
      const paths = await conditionsToUpload(cluster.url, uploaders);
      const agentToken = await staffSession(cluster.url, await createAdmin({ databaseUrl: url }));
      const chats = await startAgentChats(cluster.url, agentToken, ROLL_CHATS);
      const crowd = startBorrowers({
        baseUrl: cluster.url,
        pollers: applicants.slice(tenth),
        registrants: tenth,
        uploaders: uploaders.map((a, i) => ({ token: a.token, path: paths[i] })),
        chats,
        agentToken,
      });
      await sleep(3000);
      const rollStarted = performance.now();
      await rollNodes(cluster);
      const rollMs = Math.round(performance.now() - rollStarted);
      await sleep(3000);
      const r = await crowd.stop();
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select client_id, count(*)::int as n from chat_messages where conversation_uuid = any($1::uuid[]) and client_id is not null group by client_id',
          [chats.map((c) => c.conversationUuid)],
        );
        const stored = new Map(rows.map((row) => [row.client_id, row.n]));
        const sent = [...r.sent.values()].flatMap((ids) => [...ids]);
        const uploadsTwice = await client.query(
          "select count(*)::int as n from (select sha256 from documents where kind = 'CONDITION_DOCUMENT' group by sha256 having count(*) > 1) t",
        );
        return {
          borrowers: ROLL_BORROWERS,
          chats: ROLL_CHATS,
          rollMs,
          calls: r.calls,
          failed: r.failed,
          callsByKind: r.byKind,
          firstFailures: r.firstFailures,
          registered: r.registered,
          uploaded: r.uploaded,
          uploadsStoredTwice: uploadsTwice.rows[0].n,
          chatMessagesSent: sent.length,
          chatMessagesLost: sent.filter((id) => !stored.has(id)).length,
          chatMessagesDoubled: rows.filter((row) => row.n > 1).length,
          chatReconnects: r.reconnects,
          agentRepliesHeard: r.agentRepliesHeard,
        };
      } finally {
        await client.end();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const measureOn = async (serverUrl) => {
  const figures = {};
  // The status call through the balancer with 1, 2 and 3 nodes (one applicant: each node's remembered answer).
  for (const nodes of [1, 2, 3]) {
    figures[`status${nodes}`] = await withThrowawayDatabase(serverUrl, (url) =>
      withCluster(url, nodes, {}, async (cluster) => {
        const applicant = await applicationAtOffers(cluster.url);
        const headers = { authorization: `Bearer ${applicant.token}` };
        await load(`${cluster.url}${statusPath(applicant.uuid)}`, { headers, duration: 2 });
        return load(`${cluster.url}${statusPath(applicant.uuid)}`, { headers });
      }),
    );
  }

  // The server's CPU time per funded application: every call of one whole journey through the balancer, from
  // registration to the funded first draw (sandbox clock for the waits), on 2 nodes, summed over the nodes.
  figures.journey = await withThrowawayDatabase(serverUrl, (url) =>
    withCluster(url, 2, {}, async (cluster) => {
      await applicationFunded(cluster.url);
      const before = nodesCpuMs(cluster);
      const started = performance.now();
      for (let i = 0; i < JOURNEYS; i += 1) await applicationFunded(cluster.url);
      return {
        journeys: JOURNEYS,
        cpuMsPerApplication: Math.round((nodesCpuMs(cluster) - before) / JOURNEYS),
        wallMsPerApplication: Math.round((performance.now() - started) / JOURNEYS),
      };
    }),
  );

  // Bare Fastify, for the ratio.
  const port = await freePort();
  const hello = startProcess(process.execPath, [path.join(ROOT, 'bench/servers/hello-fastify.mjs'), String(port)]);
  try {
    await waitForOk(`http://127.0.0.1:${port}/healthz`, hello, 20_000);
    figures.bare = await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(hello);
  }

  // The reads spread over many applicants, 3 nodes; then a kill and a roll under load.
  await withThrowawayDatabase(serverUrl, async (url) => {
    const proxy = await databaseProxy(new URL(url));
    // As production runs them, remembered answers on: over 10,000 applicants most reads miss them anyway.
    await withCluster(proxy.url, 3, {}, async (cluster) => {
      // A few applicants made through the API, copied in SQL to SPREAD_APPLICANTS (lib/cloned-applicants.mjs).
      const sources = await Promise.all(
        Array.from({ length: SOURCE_APPLICANTS }, () => applicationAtOffers(cluster.url)),
      );
      const applicants = await cloneApplicants({
        databaseUrl: url,
        sources: sources.map((s) => s.uuid),
        count: SPREAD_APPLICANTS,
        tokenSecret: NODE_ENV.TOKEN_SECRET,
      });
      await readsAsCopied(cluster.url, applicants);
      // Each call a different applicant's in turn, from a point of its own in the list (no read repeats the last).
      const spreadOver = (pathOf, start) => {
        let next = start;
        return [
          {
            setupRequest: (request) => {
              const applicant = applicants[(next += 1) % applicants.length];
              return {
                ...request,
                path: pathOf(applicant.uuid),
                headers: { ...request.headers, authorization: `Bearer ${applicant.token}` },
              };
            },
          },
        ];
      };
      figures.spreadStatus = {
        applicants: applicants.length,
        ...(await load(cluster.url, { requests: spreadOver(statusPath, 0) })),
      };
      const requests = spreadOver(applicationPath, Math.floor(applicants.length / 2));
      figures.spread = { applicants: applicants.length, ...(await load(cluster.url, { requests })) };

      const polled = (during) =>
        Promise.all([load(cluster.url, { requests }), sleep(DURATION_S * 300).then(during)]).then(([run]) => run);
      const victim = cluster.nodes[1];
      figures.kill = await polled(() => victim.kill());
      await victim.start();
      await cluster.untilBalancerSees(victim, 'UP');
      figures.roll = await polled(() => rollNodes(cluster));

      // The database away for 5 s, then back: time until every node's /healthz and a read through the balancer are 200.
      const applicant = applicants[0];
      await proxy.cut();
      await sleep(5000);
      await proxy.restore();
      const back = performance.now();
      for (;;) {
        const healthy = await Promise.all(
          cluster.nodes.map((n) =>
            fetch(`${n.url}/healthz`).then(
              (r) => r.status === 200,
              () => false,
            ),
          ),
        );
        const read = await fetch(`${cluster.url}${applicationPath(applicant.uuid)}`, {
          headers: { authorization: `Bearer ${applicant.token}` },
        }).then(
          (r) => r.status,
          () => 0,
        );
        if (healthy.every(Boolean) && read === 200) break;
        if (performance.now() - back > 60_000) break;
        await sleep(100);
      }
      figures.recoveryMs = Math.round(performance.now() - back);
    });
  });
  figures.rollUnderLoad = await withThrowawayDatabase(serverUrl, (url) => rollUnderLoad(url));
  return figures;
};

export const measureCluster = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) return { line: `not measured: ${postgres.reason}`, data: notMeasured(postgres.reason) };
  const f = await measureOn(postgres.url);
  const percentOfBare = (run) => Math.round((run.requestsPerSecond / f.bare.requestsPerSecond) * 100);
  const share = (run) => (f.bare ? ` (${percentOfBare(run)}% of bare)` : '');
  const spreadShare = percentOfBare(f.spread);
  const spreadStatusShare = percentOfBare(f.spreadStatus);
  const status = [1, 2, 3]
    .map(
      (n) =>
        `${n} node${n > 1 ? 's' : ''} ${f[`status${n}`].requestsPerSecond} req/s${share(f[`status${n}`])} p99 ${ms(f[`status${n}`].p99Ms)}`,
    )
    .join(', ');
  return {
    line:
      `status call through HAProxy: ${status}; bare Fastify ${f.bare?.requestsPerSecond ?? '?'} req/s. ` +
      `Reads spread over ${f.spread.applicants} applicants, 3 nodes: status ${f.spreadStatus.requestsPerSecond} req/s, ` +
      `${verdict(spreadStatusShare, SPREAD_SHARE_TARGET, `${spreadStatusShare}% of bare`)}, ` +
      `p99 ${verdict(f.spreadStatus.p99Ms, SPREAD_P99_TARGET, ms(f.spreadStatus.p99Ms))}; ` +
      `application ${f.spread.requestsPerSecond} req/s, ` +
      `${verdict(spreadShare, SPREAD_SHARE_TARGET, `${spreadShare}% of bare`)}, ` +
      `p99 ${verdict(f.spread.p99Ms, SPREAD_P99_TARGET, ms(f.spread.p99Ms))}. ` +
      `Failed calls: node killed ${verdict(f.kill.failed, FAILED_TARGET, String(f.kill.failed))} of ${f.kill.requests}, ` +
      `roll ${verdict(f.roll.failed, FAILED_TARGET, String(f.roll.failed))} of ${f.roll.requests}. ` +
      `Serving again ${verdict(f.recoveryMs, RECOVERY_TARGET, ms(f.recoveryMs))} after the database returned. ` +
      `Rolled under ${f.rollUnderLoad.borrowers} borrowers and ${f.rollUnderLoad.chats} chats (${ms(f.rollUnderLoad.rollMs)}): ` +
      `failed calls ${verdict(f.rollUnderLoad.failed, FAILED_TARGET, String(f.rollUnderLoad.failed))} of ${f.rollUnderLoad.calls} ` +
      `(${f.rollUnderLoad.registered} registrations, ${f.rollUnderLoad.uploaded} uploads), chat messages lost ` +
      `${verdict(f.rollUnderLoad.chatMessagesLost, FAILED_TARGET, String(f.rollUnderLoad.chatMessagesLost))}, doubled ` +
      `${verdict(f.rollUnderLoad.chatMessagesDoubled, FAILED_TARGET, String(f.rollUnderLoad.chatMessagesDoubled))} ` +
      `of ${f.rollUnderLoad.chatMessagesSent} (${f.rollUnderLoad.chatReconnects} sockets reopened). ` +
      `Server CPU time per funded application (registration to the first draw sent, every call): ` +
      `${ms(f.journey.cpuMsPerApplication)}, so one core funds about ` +
      `${Math.floor(3_600_000 / f.journey.cpuMsPerApplication).toLocaleString('en-US')} applications an hour`,
    data: {
      ...f,
      killFailed: compared(f.kill.failed, FAILED_TARGET),
      rollFailed: compared(f.roll.failed, FAILED_TARGET),
      recoveryMs: compared(f.recoveryMs, RECOVERY_TARGET),
      spreadStatusP99Ms: compared(f.spreadStatus.p99Ms, SPREAD_P99_TARGET),
      spreadStatusShareOfBare: compared(spreadStatusShare, SPREAD_SHARE_TARGET),
      spreadP99Ms: compared(f.spread.p99Ms, SPREAD_P99_TARGET),
      spreadShareOfBare: compared(spreadShare, SPREAD_SHARE_TARGET),
      rollUnderLoadFailed: compared(f.rollUnderLoad.failed, FAILED_TARGET),
      rollUnderLoadChatLost: compared(f.rollUnderLoad.chatMessagesLost, FAILED_TARGET),
      rollUnderLoadChatDoubled: compared(f.rollUnderLoad.chatMessagesDoubled, FAILED_TARGET),
    },
  };
};
