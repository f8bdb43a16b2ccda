import { CHAT_SOCKET_PATH } from '@heloc/domain/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openChatSocket } from './chat-client';
import { startChat } from './chat-start';
import { buildTestApp, type TestApp } from './helper';

/*
 * docs/product/chat.md §4: a chatbot session ends 10 minutes after its last message. The app's clock moves; the
 * node's sweep (every 30 s) is driven by fake interval timers, so nothing waits in real time.
 */

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

it('ends a chatbot chat 10 minutes after its last message, and a later auth finds it ended', async () => {
  const res = await startChat(t.app);
  const { token } = res.json<{ token: string }>();
  const socket = await openChatSocket(baseUrl, CHAT_SOCKET_PATH);
  socket.send({ type: 'auth', token });
  expect((await socket.next('ready')).conversation.state).toBe('BOT');

  t.clock.advance(9 * 60_000);
  await vi.advanceTimersByTimeAsync(30_000);
  socket.send({ type: 'ping' });
  await socket.next('pong');
  expect(socket.frames.some((f) => f.type === 'state')).toBe(false);

  t.clock.advance(2 * 60_000);
  // A sweep still running (its database round trips are real time) lets the next tick pass: tick until one ends it.
  for (let tick = 0; tick < 20 && !socket.frames.some((f) => f.type === 'state'); tick += 1) {
    await vi.advanceTimersByTimeAsync(30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await socket.next('state')).conversation.state).toBe('ENDED');

  const later = await openChatSocket(baseUrl, CHAT_SOCKET_PATH);
  later.send({ type: 'auth', token });
  expect((await later.next('ready')).conversation.state).toBe('ENDED');
  await later.close();
  await socket.close();
});
