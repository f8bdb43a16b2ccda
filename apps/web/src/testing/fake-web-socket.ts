import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A WebSocket stand-in for the chat tests (the widget's and the console's): records what the page sends (parsed), lets
 * the test open, answer and drop it. `install()` replaces the global.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly sent: Record<string, unknown>[] = [];
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('The socket is not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close'));
  }

  /** The server accepts the connection. */
  open(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** The server sends a frame. */
  receive(frame: unknown): void {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
    });
  }

  /** The connection drops (the server went away). */
  drop(): void {
    act(() => this.close());
  }

  /** The frames of one type the page sent. */
  sentOf(type: string): Record<string, unknown>[] {
    return this.sent.filter((frame) => frame.type === type);
  }

  static install(): void {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }
}
