// One chat socket of a figure (docs/product/chat.md §5): opened, authenticated by its first frame, and ready once the
// server's answer of the expected type arrives. Shared by figure 9's clients (lib/chat-socket-clients.mjs) and the
// soak (figures/soak.mjs).
import WebSocket from 'ws';

export { WebSocket };

/**
 * Opens `${wsUrl}${path}`, sends the auth frame and resolves with the socket once the answer of `readyType` arrives;
 * every other frame goes to `onFrame`; the ready frame stays on the socket as `readyFrame`. Rejects after 20 s without it.
 */
export const openChatSocket = (wsUrl, path, auth, readyType, onFrame) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsUrl}${path}`);
    const timer = setTimeout(() => reject(new Error(`no ${readyType} within 20 s`)), 20_000);
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify(auth)));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === readyType) {
        clearTimeout(timer);
        ws.readyFrame = frame;
        resolve(ws);
      } else onFrame?.(frame);
    });
  });
