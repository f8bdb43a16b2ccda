// Figure 11: a soak. Ten minutes (BENCH_SOAK_SECONDS) of mixed, moderate traffic against one built server on a
// throwaway PostgreSQL database: borrowers reading their status and application (and now and then a new one
// registering), chat sockets sending messages that an agent's socket hears (and, in the chats the agent took, answers),
// and a console member paging the pipeline and opening files. What a long run must not show: the server's memory
// growing, its latency drifting up, or errors.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationAtOffers, applicationPath, helocBody, registerIdentity, statusPath } from '../lib/api.mjs';
import { startAppServer } from '../lib/app-server.mjs';
import { WebSocket, openChatSocket } from '../lib/chat-socket.mjs';
import { atMost, compared, describeError, ms, notMeasured, percentile, round, verdict } from '../lib/format.mjs';
import { rssMb } from '../lib/processes.mjs';
import { CONSOLE_API, createAdmin, staffSession } from '../lib/staff.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';
import { startQueuedChat } from '../lib/queued-chat.mjs';

const SECONDS = Math.max(60, Number(process.env.BENCH_SOAK_SECONDS ?? 600) || 600);
const BORROWERS = 50;
const SOCKETS = 100;
/** Chats the agent takes and answers; the others wait in the queue, where the agent's socket still hears them. */
const TAKEN = 10;
/** Each borrower reads the status every 2 s and the application every fifth time. */
const READ_INTERVAL_MS = 2000;
const REGISTER_INTERVAL_MS = 10_000;
/** Each socket sends a message every 10 s (ten a second in all) and pings as the widget does (docs/product/chat.md §5). */
const MESSAGE_INTERVAL_MS = 10_000;
const CONSOLE_INTERVAL_MS = 2000;
const RSS_INTERVAL_MS = 5000;
/** An answer, acknowledgement or agent's copy later than this counts as an error. */
const TIMEOUT_MS = 15_000;
const MINUTE_MS = 60_000;
/** The slowest calls of the first and the last minute kept in the JSON: the tail that makes a minute's p99 (1%). */
const SLOWEST_KEPT = 25;
/** The figure's budget in bench/run.mjs: the soak, the set-up (fifty applicants, a hundred chats) and the wind-down. */
export const SOAK_BUDGET_MS = (SECONDS + 300) * 1000;

const RSS_GROWTH_TARGET = atMost(10, '10%');
const P99_DRIFT_TARGET = atMost(20, '20%');
const ERRORS_TARGET = atMost(0, '0');

const BORROWER_SOCKET_PATH = '/service-omni-proxy/insecure/api/v1/stream/socket';
const AGENT_SOCKET_PATH = `${CONSOLE_API}/chat/socket`;

/**
 * Calls `step(n)` at `firstAt + n * intervalMs` (performance.now()) while `running()`: each caller keeps its own phase
 * for the whole soak, whatever the answers take (a late step runs at once). Sleeping an interval after each answer
 * instead lets one slow moment put every caller it held on the same phase, and such groups only grow: ten minutes in,
 * the borrowers poll in step and the last minute meets bursts the first never did (bench/README.md, figure 11).
 */
const onSchedule = async (firstAt, intervalMs, running, step) => {
  for (let n = 0; ; n += 1) {
    await sleep(Math.max(0, firstAt + n * intervalMs - performance.now()));
    if (!running()) return;
    await step(n);
  }
};

/** Latencies by the moment they started, and errors with a few of their reasons. */
const createRecorder = (startedAt, endsAt) => {
  const lists = { http: [], ack: [], heard: [] };
  const errors = { count: 0, byKind: {}, samples: [] };
  const window = (list, from, to) => list.filter(([at]) => at >= from && at < to);
  const timesOf = (samples) => samples.map(([, took]) => took).sort((a, b) => a - b);
  const percentiles = (sorted) => ({
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
  });
  /** A minute's percentiles, and for calls each kind's (which calls make the tail). */
  const summary = (list, from, to) => {
    const samples = window(list, from, to);
    const kinds = [...new Set(samples.map(([, , kind]) => kind).filter(Boolean))].sort();
    return {
      ...percentiles(timesOf(samples)),
      ...(kinds.length
        ? {
            byKind: Object.fromEntries(
              kinds.map((kind) => [kind, percentiles(timesOf(samples.filter(([, , k]) => k === kind)))]),
            ),
          }
        : {}),
    };
  };
  return {
    /**
     * A latency of `list` (http: a call, with its kind; ack: a message's acknowledgement; heard: its copy on the agent's
     * socket).
     */
    sample: (list, at, took, kind) => lists[list].push([at, took, kind]),
    error: (kind, reason) => {
      errors.count += 1;
      errors.byKind[kind] = (errors.byKind[kind] ?? 0) + 1;
      if (errors.samples.length < 5) errors.samples.push(`${kind}: ${reason}`.slice(0, 200));
    },
    errors,
    firstMinute: (list) => summary(lists[list], startedAt, startedAt + MINUTE_MS),
    lastMinute: (list) => summary(lists[list], endsAt - MINUTE_MS, endsAt),
    /**
     * Each whole minute's count, p50 and p99: whether a drift is a trend or one minute's tail. The span is rounded to
     * the millisecond first: a sum of two clock readings can come back a hair short of its whole minutes.
     */
    everyMinute: (list) =>
      Array.from({ length: Math.floor(Math.round(endsAt - startedAt) / MINUTE_MS) }, (_, i) => {
        const from = startedAt + i * MINUTE_MS;
        return { minute: i + 1, ...percentiles(timesOf(window(lists[list], from, from + MINUTE_MS))) };
      }),
    /** The slowest calls begun in [from, to): what the tail of that minute was made of, when (s into the soak). */
    slowest: (list, from, to) =>
      window(lists[list], from, to)
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST_KEPT)
        .map(([at, took, kind]) => ({ atS: round((at - startedAt) / 1000), kind, ms: round(took) })),
    requests: () => lists.http.length,
  };
};

/** One timed call; a non-2xx answer or a network error is recorded as an error. Answers the parsed body or null. */
const timedCall = async (rec, kind, url, { token, method = 'GET', body, headers = {} } = {}) => {
  const at = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    rec.sample('http', at, performance.now() - at, kind);
    if (!res.ok) {
      rec.error(kind, `${res.status} ${text.slice(0, 120)}`);
      return null;
    }
    return text ? JSON.parse(text) : null;
  } catch (error) {
    rec.sample('http', at, performance.now() - at, kind);
    rec.error(kind, describeError(error));
    return null;
  }
};

/** Fifty applicants at offers, ten at a time. */
const applicants = async (baseUrl) => {
  const made = [];
  for (let i = 0; i < BORROWERS; i += 10)
    made.push(...(await Promise.all(Array.from({ length: 10 }, () => applicationAtOffers(baseUrl)))));
  return made;
};

const soak = async (databaseUrl) => {
  const server = await startAppServer({ databaseUrl });
  const sockets = [];
  let agent;
  try {
    const { baseUrl, pid } = server;
    const wsUrl = baseUrl.replace(/^http/, 'ws');
    // The console member (the first admin, from the command, on the database the server has migrated) is also the agent.
    const staffToken = await staffSession(baseUrl, await createAdmin({ databaseUrl }));
    const people = await applicants(baseUrl);
    const chatTokens = [];
    for (let i = 0; i < SOCKETS; i += 10)
      chatTokens.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            startQueuedChat(baseUrl, { name: `Borrower ${i + j}`, email: `soak${i + j}@example.com` }).then(
              (c) => c.token,
            ),
          ),
        )),
      );

    // Set up: the sockets and the agent. The clock of the figure starts after.
    let rec;
    const pendingAcks = new Map();
    const pendingAgent = new Map();
    const pendingReplies = new Map();
    const takenChats = new Set();
    let closedEarly = 0;
    let stopping = false;
    agent = await openChatSocket(
      wsUrl,
      AGENT_SOCKET_PATH,
      { type: 'auth', token: staffToken },
      'ready-agent',
      (frame) => {
        if (frame.type === 'error') rec?.error('agent socket', `${frame.code} ${frame.message}`);
        if (frame.type !== 'message' || frame.message.senderType !== 'CUSTOMER') return;
        const { clientId, conversationUuid, body } = frame.message;
        pendingAgent.get(clientId)?.();
        if (takenChats.has(conversationUuid))
          agent.send(
            JSON.stringify({ type: 'send', conversationUuid, clientId: `reply-${clientId}`, body: `Re: ${body}` }),
          );
      },
    );
    for (let i = 0; i < chatTokens.length; i += 20) {
      const batch = chatTokens.slice(i, i + 20).map(async (token) => {
        const chat = { taken: false };
        chat.ws = await openChatSocket(wsUrl, BORROWER_SOCKET_PATH, { type: 'auth', token }, 'ready', (frame) => {
          if (frame.type === 'ack') pendingAcks.get(frame.clientId)?.();
          else if (frame.type === 'message' && frame.message.senderType === 'AGENT')
            pendingReplies.get(frame.message.clientId)?.();
          else if (frame.type === 'error') rec?.error('borrower socket', `${frame.code} ${frame.message}`);
        });
        return chat;
      });
      sockets.push(...(await Promise.all(batch)));
    }
    // The agent takes the first chats, to answer them; the others stay in the queue.
    for (const chat of sockets.slice(0, TAKEN)) {
      const chatUuid = chat.ws.readyFrame.conversation.uuid;
      const res = await fetch(`${baseUrl}${CONSOLE_API}/chats/${chatUuid}/take`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`taking a chat answered ${res.status}: ${text.slice(0, 200)}`);
      takenChats.add(chatUuid);
      chat.taken = true;
    }
    for (const chat of [...sockets.map((s) => s.ws), agent])
      chat.on('close', () => {
        if (!stopping) closedEarly += 1;
      });

    const startedAt = performance.now();
    const endsAt = startedAt + SECONDS * 1000;
    rec = createRecorder(startedAt, endsAt);
    const running = () => performance.now() < endsAt;
    const rss = [];
    let rssAtOneMinute = null;

    const sampler = (async () => {
      while (running()) {
        const value = rssMb(pid);
        if (value !== null) rss.push([Math.round((performance.now() - startedAt) / 1000), round(value)]);
        await sleep(Math.min(RSS_INTERVAL_MS, Math.max(0, endsAt - performance.now())));
      }
    })();
    // The end of the first minute, on time (with a one-minute soak, the same moment as its end).
    const oneMinute = setTimeout(() => (rssAtOneMinute = rssMb(pid)), MINUTE_MS);

    // Spread evenly over the interval; each borrower reads its application on its own fifth of the reads, as
    // borrowers open their screens at moments of their own.
    const borrower = ({ token, uuid }, index) =>
      onSchedule(startedAt + (index / BORROWERS) * READ_INTERVAL_MS, READ_INTERVAL_MS, running, async (n) => {
        await timedCall(rec, 'status', `${baseUrl}${statusPath(uuid)}`, { token });
        if ((n + index) % 5 === 4) await timedCall(rec, 'application', `${baseUrl}${applicationPath(uuid)}`, { token });
      });

    let registered = 0;
    const registrations = () =>
      onSchedule(startedAt, REGISTER_INTERVAL_MS, running, async () => {
        const at = performance.now();
        try {
          const identity = await registerIdentity(baseUrl);
          rec.sample('http', at, performance.now() - at, 'register');
          const created = await timedCall(
            rec,
            'create application',
            `${baseUrl}/service-application/api/v3/application/helocs?state=TX`,
            {
              method: 'POST',
              token: identity.token,
              headers: { 'idempotency-key': randomUUID() },
              body: helocBody(identity.email),
            },
          );
          if (created) {
            await timedCall(rec, 'status', `${baseUrl}${statusPath(created.uuid)}`, { token: identity.token });
            registered += 1;
          }
        } catch (error) {
          rec.sample('http', at, performance.now() - at, 'register');
          rec.error('register', describeError(error));
        }
      });

    let messages = 0;
    let replies = 0;
    let late = 0;
    /**
     * Resolves with the moment `key` arrives, or null after TIMEOUT_MS (an error). One that arrives after that is counted as
     * late, to tell a slow answer from a lost one.
     */
    const waitFor = (map, key, what) =>
      new Promise((resolve) => {
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          rec.error(what, `${key}: none within ${TIMEOUT_MS / 1000} s`);
          resolve(null);
        }, TIMEOUT_MS);
        map.set(key, () => {
          clearTimeout(timer);
          map.delete(key);
          if (timedOut) late += 1;
          resolve(performance.now());
        });
      });
    const chatter = (chat, index) =>
      onSchedule(startedAt + (index / SOCKETS) * MESSAGE_INTERVAL_MS, MESSAGE_INTERVAL_MS, running, async (n) => {
        const began = performance.now();
        if (chat.ws.readyState !== WebSocket.OPEN) return;
        const clientId = `soak-${index}-${n}`;
        const acked = waitFor(pendingAcks, clientId, 'ack');
        const heard = waitFor(pendingAgent, clientId, "agent's copy");
        const answered = chat.taken ? waitFor(pendingReplies, `reply-${clientId}`, "agent's reply") : null;
        chat.ws.send(JSON.stringify({ type: 'send', clientId, body: `Soak message ${n} of borrower ${index}` }));
        chat.ws.send(JSON.stringify({ type: 'ping' }));
        const [ackedAt, heardAt] = await Promise.all([acked, heard]);
        if (ackedAt !== null) rec.sample('ack', began, ackedAt - began);
        if (heardAt !== null) rec.sample('heard', began, heardAt - began);
        messages += 1;
        if (answered && (await answered) !== null) replies += 1;
      });
    const console_ = () => {
      let page = 1;
      let total = people.length;
      return onSchedule(startedAt, CONSOLE_INTERVAL_MS, running, async (n) => {
        const answer = await timedCall(rec, 'pipeline', `${baseUrl}${CONSOLE_API}/applications?page=${page}`, {
          token: staffToken,
        });
        if (answer) {
          total = answer.total;
          const row = answer.rows[n % Math.max(1, answer.rows.length)];
          if (row && n % 2 === 1)
            await timedCall(rec, 'application file', `${baseUrl}${CONSOLE_API}/applications/${row.uuid}`, {
              token: staffToken,
            });
        }
        page = (page % Math.max(1, Math.ceil(total / 25))) + 1;
      });
    };

    const agentPings = (async () => {
      while (running()) {
        await sleep(MESSAGE_INTERVAL_MS);
        if (agent.readyState === WebSocket.OPEN) agent.send(JSON.stringify({ type: 'ping' }));
      }
    })();

    await Promise.all([
      ...people.map(borrower),
      registrations(),
      ...sockets.map(chatter),
      console_(),
      sampler,
      agentPings,
    ]);
    const rssAtEnd = round(rssMb(pid));
    clearTimeout(oneMinute);
    rssAtOneMinute = round(rssAtOneMinute ?? rssAtEnd);
    stopping = true;
    const openAtEnd = sockets.filter((chat) => chat.ws.readyState === WebSocket.OPEN).length;
    return {
      seconds: SECONDS,
      load: {
        borrowers: BORROWERS,
        sockets: SOCKETS,
        chatsTaken: takenChats.size,
        consoleMembers: 1,
        requests: rec.requests(),
        requestsPerSecond: round(rec.requests() / SECONDS),
        registered,
        messages,
        replies,
      },
      rss: { atOneMinuteMb: rssAtOneMinute, atEndMb: rssAtEnd, samples: rss },
      http: {
        firstMinute: { ...rec.firstMinute('http'), slowest: rec.slowest('http', startedAt, startedAt + MINUTE_MS) },
        lastMinute: { ...rec.lastMinute('http'), slowest: rec.slowest('http', endsAt - MINUTE_MS, endsAt) },
        everyMinute: rec.everyMinute('http'),
      },
      acks: { firstMinute: rec.firstMinute('ack'), lastMinute: rec.lastMinute('ack') },
      agentHeard: { firstMinute: rec.firstMinute('heard'), lastMinute: rec.lastMinute('heard') },
      errors: { ...rec.errors, arrivedLate: late },
      socketsClosedEarly: closedEarly + (SOCKETS - openAtEnd),
    };
  } finally {
    for (const ws of [...sockets.map((chat) => chat.ws), agent].filter(Boolean)) ws.terminate();
    await server.stop();
  }
};

const percent = (value) => `${value > 0 ? '+' : ''}${value}%`;

export const measureSoak = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) {
    const reason = `${postgres.reason} (the soak needs PostgreSQL)`;
    return { line: `not measured: ${reason}`, data: notMeasured(reason) };
  }
  const r = await withThrowawayDatabase(postgres.url, (url) => soak(url));
  const growth = round(((r.rss.atEndMb - r.rss.atOneMinuteMb) / r.rss.atOneMinuteMb) * 100);
  const first = r.http.firstMinute.p99Ms;
  const last = r.http.lastMinute.p99Ms;
  const drift = first > 0 ? round(((last - first) / first) * 100) : 0;
  const errors = r.errors.count + r.socketsClosedEarly;
  return {
    line:
      `${r.seconds} s of ${r.load.borrowers} borrowers, ${r.load.sockets} chat sockets and 1 console member on PostgreSQL ` +
      `(${r.load.requestsPerSecond} calls/s, ${r.load.messages} messages): RSS ${r.rss.atOneMinuteMb} MB after 1 min → ` +
      `${r.rss.atEndMb} MB at the end, ${verdict(growth, RSS_GROWTH_TARGET, percent(growth))}; p99 ${ms(first)} in the ` +
      `first minute → ${ms(last)} in the last, ${verdict(drift, P99_DRIFT_TARGET, percent(drift))}; errors ` +
      `${verdict(errors, ERRORS_TARGET, String(errors))}`,
    data: {
      ...r,
      rssGrowthPercent: compared(growth, RSS_GROWTH_TARGET),
      p99DriftPercent: compared(drift, P99_DRIFT_TARGET),
      errorCount: compared(errors, ERRORS_TARGET),
    },
  };
};
