import { CHAT_PING_INTERVAL_MS, CHAT_PONG_TIMEOUT_MS, chatReconnectDelay } from '@heloc/domain';
import {
  consoleLiveServerFrameSchema,
  type ConsoleLiveClientFrame,
  type ConsoleLiveServerFrame,
} from '@heloc/domain/contracts';
import { ReconnectingSocket, type SocketState } from '../../../lib/socket/reconnecting-socket';

/*
 * The console's live socket (docs/product/operations-console.md §10) on the app's reconnecting socket (lib/socket/),
 * with the agents' socket's timing (docs/product/chat.md §5): the first frame authenticates with the staff session's
 * token, the server answers ready-live; a ping every 10 s; without its pong, or once closed, a reconnection. No React
 * here: console-live.tsx holds one for the signed-in console.
 */

export interface ConsoleLiveSocketOptions {
  url: string;
  token: () => string | null;
  /** A file of the member's organisations changed. */
  onFileChanged: (applicationUuid: string) => void;
  /** The server accepted the session; `again` after a loss, when what changed meanwhile reached no socket of ours. */
  onReady: (again: boolean) => void;
  createSocket?: ConstructorParameters<typeof ReconnectingSocket>[0]['createSocket'];
}

export class ConsoleLiveSocket {
  private readonly socket: ReconnectingSocket<ConsoleLiveServerFrame>;
  private connections = 0;

  constructor(options: ConsoleLiveSocketOptions) {
    this.socket = new ReconnectingSocket<ConsoleLiveServerFrame>({
      url: options.url,
      greeting: () => {
        const token = options.token();
        return token ? ({ type: 'auth', token } satisfies ConsoleLiveClientFrame) : undefined;
      },
      parse: (json) => {
        const parsed = consoleLiveServerFrameSchema.safeParse(json);
        return parsed.success ? parsed.data : undefined;
      },
      isReady: (frame) => frame.type === 'ready-live',
      isPong: (frame) => frame.type === 'pong',
      ping: { type: 'ping' } satisfies ConsoleLiveClientFrame,
      pingEveryMs: CHAT_PING_INTERVAL_MS,
      pongWithinMs: CHAT_PONG_TIMEOUT_MS,
      pingsBeforeReady: false,
      retryDelay: chatReconnectDelay,
      onFrame: (frame) => {
        if (frame.type === 'file-changed') options.onFileChanged(frame.applicationUuid);
        else if (frame.type === 'ready-live') {
          this.connections += 1;
          options.onReady(this.connections > 1);
        } else if (frame.type === 'error') this.stop();
      },
      onState: (_state: SocketState) => {},
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }
}
