/*
 * The app's one reconnecting socket (docs/architecture.md "The transport and the socket"; docs/product/chat.md §5),
 * used by the borrower's chat widget (features/chat/chat-connection.ts) and the console agent's Chats screens
 * (console/features/chat/agent-socket.ts), each with its own frames. The first frame it sends greets the server (who
 * is connecting and, to resume, the last message held, so the server answers only what follows); it pings on a
 * timer, and without a pong in time, or once the socket closes, it connects again after a back-off that starts over
 * once the server says it is ready. Frames are JSON; one the protocol's parser refuses is ignored. The one place the
 * app opens a WebSocket (eslint.config.js refuses it anywhere else).
 */

/** What the socket needs of the browser's WebSocket: tests and callers may hand in their own (`createSocket`). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** WebSocket's readyState values. */
const CONNECTING = 0;
const OPEN = 1;

/**
 * Connecting the first time, ready (the server accepted the greeting), connecting again after a loss, stopped by its
 * owner, or refused: no greeting to send (no credentials), so no connection is tried.
 */
export type SocketState = 'connecting' | 'ready' | 'reconnecting' | 'stopped' | 'refused';

export interface ReconnectingSocketOptions<Frame> {
  url: string;
  /** The first frame of every connection, or undefined when there is nothing to connect with (state 'refused'). */
  greeting: () => object | undefined;
  /** A received frame as the protocol reads it, or undefined to ignore it. */
  parse: (json: unknown) => Frame | undefined;
  /** The server's answer to the greeting: from it the socket is ready and the back-off starts over. */
  isReady: (frame: Frame) => boolean;
  isPong: (frame: Frame) => boolean;
  ping: object;
  pingEveryMs: number;
  /** Without a pong within this time after a ping, the connection is taken for lost. */
  pongWithinMs: number;
  /** Pings from the moment the socket opens (the widget), or only once it is ready (the agent). */
  pingsBeforeReady: boolean;
  /** The wait before connection attempt `attempt` + 1 (0 after the first loss). */
  retryDelay: (attempt: number) => number;
  /** Every frame but the pongs, after the socket has taken note of a ready one. */
  onFrame: (frame: Frame) => void;
  onState: (state: SocketState) => void;
  createSocket?: ((url: string) => SocketLike) | undefined;
}

export class ReconnectingSocket<Frame> {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private isStopped = false;
  private isReady = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ReconnectingSocketOptions<Frame>) {}

  start(): void {
    this.isStopped = false;
    this.connect();
  }

  /** Closes for good (until started again). */
  stop(): void {
    this.isStopped = true;
    this.isReady = false;
    this.drop();
    clearTimeout(this.reconnectTimer);
    this.options.onState('stopped');
  }

  /** Sends a frame once the server is ready; false when it cannot now (the caller keeps what matters). */
  send(frame: object): boolean {
    return this.isReady && this.sendRaw(frame);
  }

  private sendRaw(frame: object): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      // The socket is closing: its close connects again.
      return false;
    }
  }

  private connect(): void {
    if (this.isStopped) return;
    const greeting = this.options.greeting();
    if (greeting === undefined) {
      this.options.onState('refused');
      return;
    }
    this.options.onState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket
        ? this.options.createSocket(this.options.url)
        : new WebSocket(this.options.url);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      // Greeted with what holds now (a token refreshed, a message received since the connection started).
      const now = this.options.greeting() ?? greeting;
      socket.send(JSON.stringify(now));
      if (this.options.pingsBeforeReady) this.startPing();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.lost();
    socket.onerror = () => {
      // A close follows every error; the close connects again.
    };
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    const frame = this.options.parse(json);
    if (frame === undefined) return;
    if (this.options.isPong(frame)) {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      return;
    }
    if (this.options.isReady(frame)) {
      this.isReady = true;
      this.attempt = 0;
      if (!this.options.pingsBeforeReady) this.startPing();
      this.options.onState('ready');
    }
    this.options.onFrame(frame);
  }

  private startPing(): void {
    this.clearTimers();
    this.pingTimer = setInterval(() => {
      if (!this.sendRaw(this.options.ping)) return;
      this.pongTimer ??= setTimeout(() => this.lost(), this.options.pongWithinMs);
    }, this.options.pingEveryMs);
  }

  /** The connection is gone (closed, or silent): drop it and connect again after the back-off. */
  private lost(): void {
    this.isReady = false;
    this.drop();
    if (this.isStopped) return;
    this.options.onState('reconnecting');
    const delay = this.options.retryDelay(this.attempt);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /** Forgets the socket without hearing from it again, and closes it. */
  private drop(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === OPEN || socket.readyState === CONNECTING) socket.close();
  }

  private clearTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }
}
