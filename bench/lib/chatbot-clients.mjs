// The chatters of figure 12, in a worker thread (the server keeps the main thread to itself): opens each chat's socket
// (its path carries the chat's language) and authenticates it, then every chat asks its questions on a fixed schedule of its own, one every
// `intervalMs`, the chats' phases spread evenly, whatever the answers take. Each answer is timed from the question's
// send to the chatbot's reply on the same socket.
import { parentPort, workerData } from 'node:worker_threads';
import { percentile } from './format.mjs';
import { WebSocket, openChatSocket } from './chat-socket.mjs';

const { baseUrl, chats, rounds, intervalMs } = workerData;
const wsUrl = baseUrl.replace(/^http/, 'ws');
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

const main = async () => {
  const waiting = new Map();
  const sockets = await Promise.all(
    chats.map(({ token, path }, chat) =>
      openChatSocket(wsUrl, path, { type: 'auth', token }, 'ready', (frame) => {
        if (frame.type === 'message' && frame.message.senderType === 'BOT') waiting.get(chat)?.(frame.message);
      }),
    ),
  );
  let dropped = 0;
  for (const ws of sockets) ws.on('close', () => (dropped += 1));

  // Warm-up, not timed: the first question of each language seeds the organisation's articles and builds its index,
  // which a node does once; the figure is about the answers after.
  const ask = (chat, clientId, body) => {
    const answered = new Promise((resolve) => waiting.set(chat, resolve));
    sockets[chat].send(JSON.stringify({ type: 'send', clientId, body }));
    return answered.finally(() => waiting.delete(chat));
  };
  for (const chat of [0, 1].filter((n) => n < sockets.length))
    await ask(chat, `warm-${chat}`, chats[chat].questions[0]);

  const timings = [];
  let late = 0;
  const start = performance.now() + 500;
  const chatter = async (ws, chat) => {
    for (let round = 0; round < rounds; round += 1) {
      await sleepUntil(start + (chat / sockets.length) * intervalMs + round * intervalMs);
      const { questions } = chats[chat];
      const question = questions[(chat * rounds + round) % questions.length];
      const sent = performance.now();
      const answered = new Promise((resolve) => waiting.set(chat, resolve));
      ws.send(JSON.stringify({ type: 'send', clientId: `bench-${chat}-${round}`, body: question }));
      const reply = await Promise.race([answered, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]);
      waiting.delete(chat);
      if (reply) timings.push(performance.now() - sent);
      else late += 1;
    }
  };
  await Promise.all(sockets.map(chatter));
  const openAtEnd = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  for (const ws of sockets) ws.removeAllListeners('close');
  await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    chats: sockets.length,
    answers: timings.length,
    late,
    dropped: Math.max(dropped, sockets.length - openAtEnd),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
};

main().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }),
);
