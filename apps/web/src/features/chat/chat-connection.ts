import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS, chatReconnectDelay } from '@heloc/domain';
import {
  CHAT_SOCKET_PATH,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@heloc/domain/contracts';
import { ReconnectingSocket, type SocketLike } from '../../lib/socket/reconnecting-socket';

/*
 * The widget's one socket (docs/product/chat.md §5), on the app's reconnecting socket (lib/socket/): the first frame
 * authenticates with the chat's token (and the last seq held, so the server answers only what follows); a ping every
 * 10 s from the moment it opens; no pong within 5 s, or a close, and it connects again after a back-off (0.5 s
 * doubling to 10 s). Every server frame is parsed with the contract's schema; one that does not parse is ignored.
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
  createSocket?: ((url: string) => SocketLike) | undefined;
}

/** ws(s)://this host/the omni proxy's socket. */
export const chatSocketUrl = (origin: string = window.location.origin): string =>
  `${origin.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;

export class ChatConnection {
  private readonly socket: ReconnectingSocket<ChatServerFrame>;

  constructor(options: ChatConnectionOptions) {
    this.socket = new ReconnectingSocket<ChatServerFrame>({
      url: options.url ?? chatSocketUrl(),
      greeting: () => {
        const afterSeq = options.afterSeq();
        return { type: 'auth', token: options.token(), ...(afterSeq ? { afterSeq } : {}) };
      },
      parse: (json) => {
        const parsed = chatServerFrameSchema.safeParse(json);
        return parsed.success ? parsed.data : undefined;
      },
      isReady: (frame) => frame.type === 'ready',
      isPong: (frame) => frame.type === 'pong',
      ping: { type: 'ping' } satisfies ChatClientFrame,
      pingEveryMs: CHAT_PING_INTERVAL_MS,
      pongWithinMs: CHAT_PONG_TIMEOUT_MS,
      pingsBeforeReady: true,
      retryDelay: chatReconnectDelay,
      onFrame: options.onFrame,
      // The widget's connection always has its token: it is never refused before it tries.
      onState: (state) => options.onStatus(state === 'refused' ? 'stopped' : state),
      createSocket: options.createSocket,
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** Sends a frame once the server answered `ready`; false when not connected (the caller keeps what matters). */
  send(frame: ChatClientFrame): boolean {
    return this.socket.send(frame);
  }
}
