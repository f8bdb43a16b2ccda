import { describe, expect, it } from 'vitest';
import { buildChatMessage, buildConsoleChat } from '../../../testing/chat-fixtures';
import { keepLaterLiveMessages } from './get-console-chat';

const message = (seq: number) =>
  buildChatMessage({ uuid: `0000000${seq}-0000-4000-8000-000000000000`, seq, body: `message ${seq}` });
const bodies = (chat: unknown) => (chat as ReturnType<typeof buildConsoleChat>).messages.map((m) => m.body);

describe('keepLaterLiveMessages (docs/product/chat.md §5)', () => {
  it('keeps a live message that came after what a read saw', () => {
    const cached = buildConsoleChat({ messages: [message(1), message(2), message(3)] });
    const fetched = buildConsoleChat({ messages: [message(1), message(2)] });
    expect(bodies(keepLaterLiveMessages(cached, fetched))).toEqual(['message 1', 'message 2', 'message 3']);
  });

  it('takes the read as it is when it is as new as the cache, and on a first read', () => {
    const fetched = buildConsoleChat({ messages: [message(1), message(2)] });
    expect(keepLaterLiveMessages(buildConsoleChat({ messages: [message(1)] }), fetched)).toBe(fetched);
    expect(keepLaterLiveMessages(undefined, fetched)).toBe(fetched);
  });
});
