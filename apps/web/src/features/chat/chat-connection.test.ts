import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS } from '@heloc/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, chatSocketUrl, type ChatConnectionStatus } from './chat-connection';
import { buildConversation } from './testing/chat-fixtures';
import { FakeWebSocket } from '../../testing/fake-web-socket';

const ready = { type: 'ready', conversation: buildConversation(), messages: [] };

const connect = (afterSeq?: number) => {
  const statuses: ChatConnectionStatus[] = [];
  const frames: unknown[] = [];
  const connection = new ChatConnection({
    url: 'ws://localhost/socket',
    token: () => 'chat-token',
    afterSeq: () => afterSeq,
    onStatus: (status) => statuses.push(status),
    onFrame: (frame) => frames.push(frame),
  });
  connection.start();
  return { connection, statuses, frames };
};

describe('the chat socket (docs/product/chat.md §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.install();
  });
  afterEach(() => vi.useRealTimers());

  it('connects to the omni proxy path on this host', () => {
    expect(chatSocketUrl('https://apply.example.test')).toBe(
      'wss://apply.example.test/service-omni-proxy/insecure/api/v1/stream/socket',
    );
    expect(chatSocketUrl('http://localhost:3000')).toBe(
      'ws://localhost:3000/service-omni-proxy/insecure/api/v1/stream/socket',
    );
  });

  it('authenticates first, with the last seq it holds', () => {
    connect(7);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'chat-token', afterSeq: 7 });
  });

  it('asks for the latest messages when it holds none', () => {
    connect(undefined);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'chat-token' });
  });

  it('passes parsed frames on and ignores what does not parse', () => {
    const { frames, statuses } = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'nonsense' });
    socket.receive(ready);
    expect(frames).toEqual([ready]);
    expect(statuses).toEqual(['connecting', 'ready']);
  });

  it('sends nothing before the server is ready', () => {
    const { connection } = connect();
    FakeWebSocket.latest().open();
    expect(connection.send({ type: 'typing', text: 'a' })).toBe(false);
    FakeWebSocket.latest().receive(ready);
    expect(connection.send({ type: 'typing', text: 'a' })).toBe(true);
    expect(FakeWebSocket.latest().sentOf('typing')).toEqual([{ type: 'typing', text: 'a' }]);
  });

  it('pings every 10 s and reconnects when no pong comes', () => {
    const { statuses } = connect();
    const first = FakeWebSocket.latest();
    first.open();
    first.receive(ready);
    vi.advanceTimersByTime(CHAT_PING_INTERVAL_MS);
    expect(first.sentOf('ping')).toHaveLength(1);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(CHAT_PING_INTERVAL_MS);
    expect(first.sentOf('ping')).toHaveLength(2);
    vi.advanceTimersByTime(CHAT_PONG_TIMEOUT_MS);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('reconnects after a close with a doubling back-off, and starts over once ready', () => {
    connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive(ready);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('stops for good when told', () => {
    const { connection, statuses } = connect();
    FakeWebSocket.latest().open();
    connection.stop();
    vi.advanceTimersByTime(20_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
  });
});
