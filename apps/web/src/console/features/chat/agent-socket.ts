import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS, chatReconnectDelay } from '@heloc/domain';
import {
  chatServerFrameSchema,
  type AgentClientFrame,
  type ChatAttachment,
  type ChatServerFrame,
} from '@heloc/domain/contracts';
import { ReconnectingSocket, type SocketState } from '../../../lib/socket/reconnecting-socket';
import type { PendingMessage } from '../../shared/chat-transcript/pending-message';

/*
 * The agent's one socket (docs/product/chat.md §5), on the app's reconnecting socket (lib/socket/): the first frame
 * authenticates with the staff session's token, the server answers ready-agent; from then a ping every 10 s, and
 * without its pong (or once the socket closes) a reconnection with the domain's back-off. What the agent sent and the server has not acknowledged is kept and sent again once the
 * socket is back, as is the agent's availability. No React here: chat-socket.tsx holds one for the Chats screens.
 */

/** Where the socket stands: connecting the first time, ready, connecting again after a loss, or refused for good. */
export type AgentSocketStatus = 'connecting' | 'ready' | 'reconnecting' | 'refused';

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
  private readonly socket: ReconnectingSocket<ChatServerFrame>;
  private status: AgentSocketStatus = 'connecting';
  private available = false;
  /** The agent's own choice, once they made one: re-sent after every reconnection. */
  private wanted: boolean | null = null;
  private pending = new Map<string, PendingMessage>();

  constructor(private readonly options: AgentSocketOptions) {
    this.socket = new ReconnectingSocket<ChatServerFrame>({
      url: options.url,
      greeting: () => {
        const token = options.token();
        return token ? ({ type: 'auth', token } satisfies AgentClientFrame) : undefined;
      },
      parse: (json) => {
        const parsed = chatServerFrameSchema.safeParse(json);
        return parsed.success ? parsed.data : undefined;
      },
      isReady: (frame) => frame.type === 'ready-agent',
      isPong: (frame) => frame.type === 'pong',
      ping: { type: 'ping' } satisfies AgentClientFrame,
      pingEveryMs: CHAT_PING_INTERVAL_MS,
      pongWithinMs: CHAT_PONG_TIMEOUT_MS,
      pingsBeforeReady: false,
      retryDelay: chatReconnectDelay,
      onFrame: (frame) => this.receive(frame),
      onState: (state) => this.socketState(state),
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
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

  /** The connection's own states; ready is the ready-agent frame's to handle (below), stopped the owner's. */
  private socketState(state: SocketState): void {
    if (state === 'connecting' || state === 'reconnecting' || state === 'refused') this.setStatus(state);
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready-agent':
        this.status = 'ready';
        if (this.wanted === null) this.available = frame.available;
        else this.send({ type: 'availability', available: this.wanted });
        for (const message of this.pending.values()) if (!message.failed) this.sendPending(message);
        this.changed();
        break;
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

  /** A frame for the server; one sent while the socket is closing is lost, and what is pending goes again once back. */
  private send(frame: AgentClientFrame): void {
    this.socket.send(frame);
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
