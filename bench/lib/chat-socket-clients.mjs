// The borrowers and the agent of figure 9, in a worker thread (the server keeps the main thread to itself): opens one
// socket per chat token and authenticates each, opens the agent's socket, then times round trips. Each round trip is
// one borrower's message: from the send to its acknowledgement, and from the send to the agent's socket hearing it.
import { parentPort, workerData } from 'node:worker_threads';
import { percentile } from './format.mjs';
import { WebSocket, openChatSocket } from './chat-socket.mjs';

const { baseUrl, borrowerPath, agentPath, tokens, agentToken, samples, concurrency } = workerData;
const wsUrl = baseUrl.replace(/^http/, 'ws');

const connect = (path, auth, readyType, onFrame) => openChatSocket(wsUrl, path, auth, readyType, onFrame);

const main = async () => {
  const pendingAcks = new Map();
  const pendingAgent = new Map();
  let dropped = 0;

  const agent = await connect(agentPath, { type: 'auth', token: agentToken }, 'ready-agent', (frame) => {
    if (frame.type === 'message' && frame.message.senderType === 'CUSTOMER')
      pendingAgent.get(frame.message.clientId)?.();
  });

  const sockets = [];
  const openStarted = performance.now();
  for (let i = 0; i < tokens.length; i += 50) {
    const batch = tokens.slice(i, i + 50).map((token) =>
      connect(borrowerPath, { type: 'auth', token }, 'ready', (frame) => {
        if (frame.type === 'ack') pendingAcks.get(frame.clientId)?.();
      }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  for (const ws of [...sockets, agent]) ws.on('close', () => (dropped += 1));

  const acks = [];
  const heard = [];
  let next = 0;
  const roundTrip = async (n) => {
    const ws = sockets[(n * 7919) % sockets.length];
    const clientId = `bench-${n}`;
    const started = performance.now();
    const acked = new Promise((resolve) => pendingAcks.set(clientId, resolve));
    const reached = new Promise((resolve) => pendingAgent.set(clientId, resolve));
    ws.send(JSON.stringify({ type: 'send', clientId, body: `Round trip ${n}` }));
    await acked;
    acks.push(performance.now() - started);
    await reached;
    heard.push(performance.now() - started);
    pendingAcks.delete(clientId);
    pendingAgent.delete(clientId);
  };
  const lane = async () => {
    while (next < samples) await roundTrip(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));

  const openAtEnd = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  for (const ws of [...sockets, agent]) ws.removeAllListeners('close');
  await Promise.all(
    [...sockets, agent].map(
      (ws) =>
        new Promise((resolve) => {
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
  acks.sort((a, b) => a - b);
  heard.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    sockets: sockets.length,
    openSeconds: round(openSeconds),
    samples,
    concurrency,
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    agentP50Ms: round(percentile(heard, 50)),
    agentP99Ms: round(percentile(heard, 99)),
    dropped: dropped + (sockets.length - openAtEnd),
  };
};

main().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
