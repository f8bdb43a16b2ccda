import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS, chatReconnectDelay } from '@heloc/domain';
import {
  CHAT_SOCKET_PATH,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@heloc/domain/contracts';

/*
 * The widget's one socket (docs/product/chat.md §5): the first frame authenticates with the chat's token (and the
 * last seq held, so the server answers only what follows); a ping every 10 s; no pong within 5 s, or a close, and it
 * connects again after a back-off (0.5 s doubling to 10 s). Every server frame is parsed with the contract's schema;
 * one that does not parse is ignored.
 */

export type ChatConnectionStatus = 'connecting' | 'ready' | 'reconnecting' | 'stopped';

export interface ChatConnectionOptions {
  /** The chat's token now (it may have been refreshed since the connection started). */
  token: () => string;
  /** The last seq held, or undefined to ask for the latest messages. */
  afterSeq: () => number | undefined;
  onFrame: (frame: ChatServerFrame) => void;
  onStatus: (status: ChatConnectionStatus) => void;
  url?: string;
  createSocket?: (url: string) => WebSocket;
}

/** ws(s)://this host/the omni proxy's socket. */
export const chatSocketUrl = (origin: string = window.location.origin): string =>
  `${origin.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;

export class ChatConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private isStopped = false;
  private isReady = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    this.isStopped = false;
    this.connect();
  }

  stop(): void {
    this.isStopped = true;
    this.isReady = false;
    this.clearTimers();
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
    }
    this.options.onStatus('stopped');
  }

  /** Sends a frame once the server answered `ready`; false when not connected (the caller keeps what matters). */
  send(frame: ChatClientFrame): boolean {
    if (!this.isReady || !this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    if (this.isStopped) return;
    this.options.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const url = this.options.url ?? chatSocketUrl();
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const afterSeq = this.options.afterSeq();
      socket.send(JSON.stringify({ type: 'auth', token: this.options.token(), ...(afterSeq ? { afterSeq } : {}) }));
      this.pingTimer = setInterval(() => this.ping(), CHAT_PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.lost();
    socket.onerror = () => {
      // A close follows every error; the close reconnects.
    };
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = chatServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'pong') {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      return;
    }
    if (frame.type === 'ready') {
      this.isReady = true;
      this.attempt = 0;
      this.options.onStatus('ready');
    }
    this.options.onFrame(frame);
  }

  private ping(): void {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ type: 'ping' }));
    if (this.pongTimer === undefined) this.pongTimer = setTimeout(() => this.lost(), CHAT_PONG_TIMEOUT_MS);
  }

  /** The connection is gone (closed, or silent): drop it and connect again after the back-off. */
  private lost(): void {
    this.clearTimers();
    this.isReady = false;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
    }
    if (this.isStopped) return;
    this.options.onStatus('reconnecting');
    const delay = chatReconnectDelay(this.attempt);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private clearTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }
}

const detach = (socket: WebSocket) => {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
};
