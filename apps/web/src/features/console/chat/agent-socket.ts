import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS, chatReconnectDelay } from '@heloc/domain';
import {
  chatServerFrameSchema,
  type AgentClientFrame,
  type ChatAttachment,
  type ChatServerFrame,
} from '@heloc/domain/contracts';

/*
 * The agent's one socket (docs/product/chat.md §5): the first frame authenticates with the staff session's token, the
 * server answers ready-agent; a ping every 10 s, and without its pong (or once the socket closes) a reconnection with
 * the domain's back-off. What the agent sent and the server has not acknowledged is kept and sent again once the
 * socket is back, as is the agent's availability. No React here: chat-socket.tsx holds one for the Chats screens.
 */

/** Where the socket stands: connecting the first time, ready, connecting again after a loss, or refused for good. */
export type AgentSocketStatus = 'connecting' | 'ready' | 'reconnecting' | 'refused';

/** A message the agent sent that the server has not acknowledged yet. */
export interface PendingMessage {
  clientId: string;
  conversationUuid: string;
  body: string;
  attachments: ChatAttachment[];
  /** The server answered SEND_FAILED: it is sent again only when the agent asks. */
  failed: boolean;
}

export interface AgentSocketSnapshot {
  status: AgentSocketStatus;
  /** Whether the agent is taking chats (the server's answer, then the agent's own choice). */
  available: boolean;
  pending: PendingMessage[];
}

export interface AgentSocketOptions {
  url: string;
  token: () => string | null;
  onFrame: (frame: ChatServerFrame) => void;
  onChange: (snapshot: AgentSocketSnapshot) => void;
  newClientId?: () => string;
}

export class AgentSocket {
  private ws: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  private status: AgentSocketStatus = 'connecting';
  private available = false;
  /** The agent's own choice, once they made one: re-sent after every reconnection. */
  private wanted: boolean | null = null;
  private pending = new Map<string, PendingMessage>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: AgentSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.reconnectTimer);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }

  snapshot(): AgentSocketSnapshot {
    return { status: this.status, available: this.available, pending: [...this.pending.values()] };
  }

  setAvailable(available: boolean): void {
    this.wanted = available;
    this.available = available;
    if (this.status === 'ready') this.send({ type: 'availability', available });
    this.changed();
  }

  /** Sends a message (kept until its ack); answers its client id. */
  sendMessage(conversationUuid: string, body: string, attachments: ChatAttachment[]): string {
    const clientId = (this.options.newClientId ?? (() => crypto.randomUUID()))();
    const message: PendingMessage = { clientId, conversationUuid, body, attachments, failed: false };
    this.pending.set(clientId, message);
    if (this.status === 'ready') this.sendPending(message);
    this.changed();
    return clientId;
  }

  /** Sends a failed message again. */
  retry(clientId: string): void {
    const message = this.pending.get(clientId);
    if (!message) return;
    const again = { ...message, failed: false };
    this.pending.set(clientId, again);
    if (this.status === 'ready') this.sendPending(again);
    this.changed();
  }

  /** Drops a failed message the agent gave up on. */
  discard(clientId: string): void {
    if (this.pending.delete(clientId)) this.changed();
  }

  sendTyping(conversationUuid: string, text: string): void {
    if (this.status === 'ready') this.send({ type: 'typing', conversationUuid, text });
  }

  private connect(): void {
    if (this.stopped) return;
    const token = this.options.token();
    if (!token) {
      this.setStatus('refused');
      return;
    }
    const ws = new WebSocket(this.options.url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws === ws) ws.send(JSON.stringify({ type: 'auth', token } satisfies AgentClientFrame));
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.ws !== ws) return;
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = chatServerFrameSchema.safeParse(data);
      if (parsed.success) this.receive(parsed.data);
    };
    ws.onclose = () => {
      if (this.ws === ws) this.lost();
    };
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready-agent':
        this.attempt = 0;
        this.status = 'ready';
        if (this.wanted === null) this.available = frame.available;
        else this.send({ type: 'availability', available: this.wanted });
        for (const message of this.pending.values()) if (!message.failed) this.sendPending(message);
        this.startPing();
        this.changed();
        break;
      case 'pong':
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        return;
      case 'ack':
        if (this.pending.delete(frame.clientId)) this.changed();
        break;
      case 'error':
        if (frame.code === 'INVALID_TOKEN') {
          this.stop();
          this.setStatus('refused');
        } else if (frame.clientId && this.pending.has(frame.clientId)) {
          this.pending.set(frame.clientId, { ...this.pending.get(frame.clientId)!, failed: true });
          this.changed();
        }
        break;
      default:
        break;
    }
    this.options.onFrame(frame);
  }

  private sendPending(message: PendingMessage): void {
    this.send({
      type: 'send',
      conversationUuid: message.conversationUuid,
      clientId: message.clientId,
      body: message.body,
      attachmentUuids: message.attachments.map((a) => a.uuid),
    });
  }

  private send(frame: AgentClientFrame): void {
    try {
      this.ws?.send(JSON.stringify(frame));
    } catch {
      // The socket is closing: its close event reconnects, and what is pending is sent again.
    }
  }

  private startPing(): void {
    this.clearTimers();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
      if (this.pongTimer === undefined) this.pongTimer = setTimeout(() => this.lost(), CHAT_PONG_TIMEOUT_MS);
    }, CHAT_PING_INTERVAL_MS);
  }

  private clearTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }

  /** The socket closed or stopped answering: connect again after the back-off. */
  private lost(): void {
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
    if (this.stopped) return;
    this.setStatus('reconnecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), chatReconnectDelay(this.attempt));
    this.attempt += 1;
  }

  private setStatus(status: AgentSocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.changed();
  }

  private changed(): void {
    this.options.onChange(this.snapshot());
  }
}
