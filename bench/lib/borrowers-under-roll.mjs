// The traffic of figure 13's rolling deploy: simulated borrowers and chats through the balancer while its nodes are
// replaced. Borrowers poll their status, register (identity, application, offers) and upload condition documents,
// each call once as a browser makes it (no retries here: the balancer's own retry is what is measured); chats open a
// widget's socket and an agent's, exchange messages, and when a socket closes with its node they reconnect and send
// again what was not acknowledged, with the same client id, as the widget and the console do (docs/product/chat.md §5).
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationPath, conditionsPath, helocBody, registerIdentity, statusPath } from './api.mjs';
import { WebSocket, openChatSocket } from './chat-socket.mjs';
import { startQueuedChat } from './queued-chat.mjs';

const SANDBOX_HEADERS = { 'x-sandbox-key': 'sandbox-dev-key' };
const CHAT_SOCKET_PATH = '/service-omni-proxy/insecure/api/v1/stream/socket';
const CONSOLE_CHAT_SOCKET_PATH = '/console/api/v1/chat/socket';
/**
 * How often each borrower acts, in ms: a waiting screen's status poll at figure 11's pace, a new registration after
 * the last one's offers, a statement, a chat message; the agent answers each message it hears.
 */
const PACE = { pollMs: 2000, registerMs: 10_000, uploadMs: 5000, chatMs: 3000 };
const pdfOf = (text) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

const json = async (res) => {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
};

/** Calls through the balancer, each once, counting the answers that are not 2xx and the calls that got none. */
const counter = (baseUrl) => {
  const tally = { calls: 0, failed: 0, byKind: {}, firstFailures: [] };
  const call = async (kind, path, init = {}) => {
    tally.calls += 1;
    tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
    const res = await fetch(`${baseUrl}${path}`, init).catch((error) => error);
    if (res instanceof Response && res.ok) return json(res);
    tally.failed += 1;
    const why =
      res instanceof Response ? `${res.status} ${(await res.text()).slice(0, 120)}` : String(res?.cause ?? res);
    if (tally.firstFailures.length < 5) tally.firstFailures.push(`${kind} ${path.split('?')[0]}: ${why}`);
    return undefined;
  };
  return { tally, call };
};

/** An open condition on each of `applicants` (the sandbox control API, docs/sandbox.md), for uploads: answers its documents path. */
export const conditionsToUpload = async (baseUrl, applicants) =>
  Promise.all(
    applicants.map(async ({ uuid, token }) => {
      const raised = await fetch(`${baseUrl}/sandbox/api/v1/applications/${uuid}/conditions`, {
        method: 'POST',
        headers: { ...SANDBOX_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', commentsToBorrower: 'Your statement' }),
      });
      if (!raised.ok) throw new Error(`raising a condition answered ${raised.status}`);
      const list = await json(await fetch(`${baseUrl}${conditionsPath(uuid)}`, { headers: bearer(token) }));
      return `/service-conditions/external/api/v1/applications/${uuid}/conditions/${list[0].uuid}/documents`;
    }),
  );

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** One socket that reopens when its node goes, then sends again every frame not acknowledged. */
const resilientSocket = ({ wsUrl, path, auth, readyType, onFrame, isAck }) => {
  const unacked = new Map();
  let ws;
  let closing = false;
  let reconnects = 0;
  const open = async () => {
    for (;;) {
      try {
        ws = await openChatSocket(wsUrl, path, auth(), readyType, (frame) => {
          const clientId = isAck(frame);
          if (clientId) unacked.delete(clientId);
          onFrame(frame);
        });
        break;
      } catch {
        if (closing) return;
        await sleep(200);
      }
    }
    ws.on('error', () => {});
    ws.on('close', () => {
      if (closing) return;
      reconnects += 1;
      void open();
    });
    for (const frame of unacked.values()) ws.send(JSON.stringify(frame));
  };
  return {
    open,
    send(clientId, frame) {
      unacked.set(clientId, frame);
      if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    },
    unacked: () => unacked.size,
    reconnects: () => reconnects,
    close() {
      closing = true;
      ws?.close();
    },
  };
};

/**
 * `chats` chats in the agents' queue, each taken by the console member of `agentToken`; answers the chat tokens and
 * conversation uuids.
 */
export const startAgentChats = async (baseUrl, agentToken, chats) => {
  const started = [];
  for (let i = 0; i < chats; i += 1) {
    const { token, conversationUuid } = await startQueuedChat(baseUrl, {
      name: `Borrower ${i}`,
      email: `roll-borrower${i}@example.com`,
    });
    const taken = await fetch(`${baseUrl}/console/api/v1/chats/${conversationUuid}/take`, {
      method: 'POST',
      headers: bearer(agentToken),
    });
    if (!taken.ok) throw new Error(`taking chat ${conversationUuid} answered ${taken.status}: ${await taken.text()}`);
    started.push({ token, conversationUuid });
  }
  return started;
};

/**
 * Starts the traffic at PACE: `pollers` applicants poll their status, `registrants` borrowers register one after
 * another, `uploaders` upload a statement (to their `path`), and each of `chats` exchanges messages with the agent.
 * Answers stop(), which ends it, lets what is in flight settle and answers the counts.
 */
export const startBorrowers = ({ baseUrl, pollers, registrants, uploaders, chats, agentToken }) => {
  const { tally, call } = counter(baseUrl);
  let running = true;
  const stopped = new AbortController();
  setMaxListeners(Infinity, stopped.signal);
  /** A wait that ends at once when the traffic stops. */
  const pause = (ms) => sleep(ms, undefined, { signal: stopped.signal }).catch(() => {});
  const loops = [];
  for (const { uuid, token } of pollers)
    loops.push(
      (async () => {
        await pause(Math.random() * PACE.pollMs);
        while (running) {
          await call('status', statusPath(uuid), { headers: bearer(token) });
          await pause(PACE.pollMs);
        }
      })(),
    );
  let registered = 0;
  for (let i = 0; i < registrants; i += 1)
    loops.push(
      (async () => {
        await pause(Math.random() * PACE.registerMs);
        for (; running; await pause(PACE.registerMs)) {
          const identity = await registerIdentity(baseUrl).catch((error) => error);
          tally.calls += 1;
          tally.byKind.register = (tally.byKind.register ?? 0) + 1;
          if (identity instanceof Error) {
            tally.failed += 1;
            if (tally.firstFailures.length < 5) tally.firstFailures.push(`register: ${identity.message}`);
            continue;
          }
          const created = await call('create', '/service-application/api/v3/application/helocs?state=TX', {
            method: 'POST',
            headers: { ...bearer(identity.token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(helocBody(identity.email)),
          });
          if (!created) continue;
          for (let polls = 0; polls < 50; polls += 1) {
            const status = await call('status', statusPath(created.uuid), { headers: bearer(identity.token) });
            if (status?.checklistStatus === 'OFFER_SELECTION') {
              await call('application', applicationPath(created.uuid), { headers: bearer(identity.token) });
              registered += 1;
              break;
            }
            await sleep(200);
          }
        }
      })(),
    );
  let uploaded = 0;
  for (const [i, { token, path }] of uploaders.entries())
    loops.push(
      (async () => {
        await pause(Math.random() * PACE.uploadMs);
        for (let n = 0; running; n += 1) {
          const form = new FormData();
          form.set('file', new Blob([pdfOf(`statement ${i}-${n}`)]), `statement-${n}.pdf`);
          if (await call('upload', path, { method: 'POST', headers: bearer(token), body: form })) uploaded += 1;
          await pause(PACE.uploadMs);
        }
      })(),
    );

  // The chats: the agent answers every borrower message it hears, on its own socket.
  const wsUrl = baseUrl.replace(/^http/, 'ws');
  const sent = new Map(chats.map((c) => [c.conversationUuid, new Set()]));
  const heardByBorrowers = { count: 0 };
  const agent = resilientSocket({
    wsUrl,
    path: CONSOLE_CHAT_SOCKET_PATH,
    auth: () => ({ type: 'auth', token: agentToken }),
    readyType: 'ready-agent',
    isAck: (frame) => (frame.type === 'ack' ? frame.clientId : undefined),
    onFrame: (frame) => {
      if (frame.type !== 'message' || frame.message.senderType !== 'CUSTOMER' || !frame.message.clientId) return;
      const conversationUuid = frame.message.conversationUuid;
      const clientId = `agent-re-${frame.message.clientId}`;
      if (!sent.get(conversationUuid) || sent.get(conversationUuid).has(clientId)) return;
      sent.get(conversationUuid).add(clientId);
      agent.send(clientId, { type: 'send', conversationUuid, clientId, body: `Noted: ${frame.message.body}` });
    },
  });
  const widgets = chats.map(({ token, conversationUuid }) => {
    let lastSeq = 0;
    const widget = resilientSocket({
      wsUrl,
      path: CHAT_SOCKET_PATH,
      auth: () => ({ type: 'auth', token, ...(lastSeq > 0 ? { afterSeq: lastSeq } : {}) }),
      readyType: 'ready',
      isAck: (frame) => (frame.type === 'ack' ? frame.clientId : undefined),
      onFrame: (frame) => {
        const message = frame.message;
        if (message) lastSeq = Math.max(lastSeq, message.seq);
        if (frame.type === 'message' && message.senderType === 'AGENT') heardByBorrowers.count += 1;
      },
    });
    return { widget, conversationUuid };
  });
  const chatting = (async () => {
    await agent.open();
    await Promise.all(widgets.map(({ widget }) => widget.open()));
    for (let n = 0; running; n += 1) {
      for (const { widget, conversationUuid } of widgets) {
        const clientId = `borrower-${conversationUuid.slice(0, 8)}-${n}`;
        sent.get(conversationUuid).add(clientId);
        widget.send(clientId, { type: 'send', clientId, body: `Message ${n}` });
        await pause(PACE.chatMs / widgets.length);
      }
    }
  })();

  return {
    async stop() {
      running = false;
      stopped.abort();
      await Promise.all([...loops, chatting]);
      // What was sent is acknowledged before the count (a socket reopening sends its copies again).
      const deadline = performance.now() + 20_000;
      while (performance.now() < deadline && [agent, ...widgets.map((w) => w.widget)].some((s) => s.unacked() > 0))
        await sleep(200);
      const unacked = [agent, ...widgets.map((w) => w.widget)].reduce((sum, s) => sum + s.unacked(), 0);
      const reconnects = [agent, ...widgets.map((w) => w.widget)].reduce((sum, s) => sum + s.reconnects(), 0);
      for (const s of [agent, ...widgets.map((w) => w.widget)]) s.close();
      return { ...tally, registered, uploaded, sent, unacked, reconnects, agentRepliesHeard: heardByBorrowers.count };
    },
  };
};
