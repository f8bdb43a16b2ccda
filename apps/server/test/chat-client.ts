import type { ChatServerFrame } from '@heloc/domain/contracts';
import WebSocket from 'ws';

/*
 * A chat socket for tests (docs/product/chat.md §5): every frame the server sends is kept, and `next` waits for the
 * first one (not yet taken) that matches.
 */

export interface ChatTestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  send(frame: unknown): void;
  next<T extends ChatServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  closed: Promise<number>;
  close(): Promise<void>;
}

export const openChatSocket = async (baseUrl: string, path: string): Promise<ChatTestSocket> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const frames: ChatServerFrame[] = [];
  const taken = new Set<ChatServerFrame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: (type, match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find(
            (f) => !taken.has(f) && f.type === type && match(f as Extract<ChatServerFrame, { type: typeof type }>),
          );
          if (!found) return false;
          taken.add(found);
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found as Extract<ChatServerFrame, { type: typeof type }>);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(
            new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.type))}`),
          );
        }, timeoutMs);
        if (!look()) waiters.add(look);
      }),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
};
