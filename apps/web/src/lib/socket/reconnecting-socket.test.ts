import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fake-web-socket';
import { ReconnectingSocket, type ReconnectingSocketOptions, type SocketState } from './reconnecting-socket';

// The socket both chats use (the widget's and the agent's protocols are tested in their features): what a server on
// the other end sees of the greeting, the pings and the reconnections.

type Frame = { type: string };

const open = (overrides: Partial<ReconnectingSocketOptions<Frame>> = {}) => {
  const states: SocketState[] = [];
  const frames: Frame[] = [];
  const socket = new ReconnectingSocket<Frame>({
    url: 'ws://localhost/socket',
    greeting: () => ({ type: 'hello' }),
    parse: (json) => (typeof (json as Frame).type === 'string' ? (json as Frame) : undefined),
    isReady: (frame) => frame.type === 'ready',
    isPong: (frame) => frame.type === 'pong',
    ping: { type: 'ping' },
    pingEveryMs: 1_000,
    pongWithinMs: 500,
    pingsBeforeReady: false,
    retryDelay: (attempt) => 100 * 2 ** attempt,
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    ...overrides,
  });
  socket.start();
  return { socket, states, frames };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.install();
});
afterEach(() => vi.useRealTimers());

describe('the reconnecting socket', () => {
  it('greets with what it holds when the socket opens: a resumed connection asks only for what follows', () => {
    let lastHeld = 3;
    open({ greeting: () => ({ type: 'hello', after: lastHeld }) });
    lastHeld = 5;
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'hello', after: 5 }]);
  });

  it('opens no socket without a greeting (no credentials), and says it was refused', () => {
    const { states } = open({ greeting: () => undefined });
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(states).toEqual(['refused']);
  });

  it('pings only once ready when so told, and takes a silent server for lost', () => {
    const { states } = open();
    const first = FakeWebSocket.latest();
    first.open();
    vi.advanceTimersByTime(3_000);
    expect(first.sentOf('ping')).toEqual([]);
    first.receive({ type: 'ready' });
    vi.advanceTimersByTime(1_000);
    expect(first.sentOf('ping')).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(states).toEqual(['connecting', 'ready', 'reconnecting']);
    vi.advanceTimersByTime(100);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('sends frames only while ready, and hands every frame but the pongs on', () => {
    const { socket, frames } = open();
    FakeWebSocket.latest().open();
    expect(socket.send({ type: 'note' })).toBe(false);
    FakeWebSocket.latest().receive({ type: 'ready' });
    FakeWebSocket.latest().receive({ type: 'pong' });
    FakeWebSocket.latest().receive({ nonsense: true });
    expect(socket.send({ type: 'note' })).toBe(true);
    expect(FakeWebSocket.latest().sentOf('note')).toHaveLength(1);
    expect(frames).toEqual([{ type: 'ready' }]);
  });

  it('backs off longer after each loss, and starts over once ready', () => {
    open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(100);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(199);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ type: 'ready' });
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(100);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });
});
