import type { ChatServerFrame } from '@heloc/domain/contracts';
import WebSocket from 'ws';

/*
 * A chat socket for tests (docs/product/chat.md §5): every frame the server sends is kept, and `next` waits for the
 * first one (not yet taken) that matches.
 */

export interface ChatTestSocket<Frame extends { type: string } = ChatServerFrame> {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  next<T extends Frame['type']>(
    type: T,
    match?: (frame: Extract<Frame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<Frame, { type: T }>>;
  closed: Promise<number>;
  close(): Promise<void>;
}

export const openChatSocket = async <Frame extends { type: string } = ChatServerFrame>(
  baseUrl: string,
  path: string,
): Promise<ChatTestSocket<Frame>> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
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
            (f) => !taken.has(f) && f.type === type && match(f as Extract<Frame, { type: typeof type }>),
          );
          if (!found) return false;
          taken.add(found);
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found as Extract<Frame, { type: typeof type }>);
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
