import { getConsoleChatContract, type ChatMessage, type ConsoleChat } from '@heloc/domain/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** The messages with `message` among them once (by uuid), in the conversation's order. */
export const withMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((m) => m.uuid === message.uuid) ? [...messages] : [...messages, message].sort((a, b) => a.seq - b.seq);

/**
 * A chat read again keeps the live messages that came after what the read saw: a message the socket delivered while
 * the read was on its way (after a reconnection) is newer than the answer, not gone (docs/product/chat.md §5).
 */
export const keepLaterLiveMessages = (cached: unknown, fetched: unknown): unknown => {
  const before = cached as ConsoleChat | undefined;
  const after = fetched as ConsoleChat;
  if (!before || before.row.uuid !== after.row.uuid) return after;
  const lastSeq = Math.max(0, ...after.messages.map((m) => m.seq));
  const later = before.messages.filter((m) => m.seq > lastSeq);
  return later.length === 0 ? after : { ...after, messages: later.reduce(withMessage, after.messages) };
};

/** One chat with every message, oldest first; the socket's live frames are merged into this answer. */
export const consoleChatQuery = (chatUuid: string) =>
  queryOptions({
    queryKey: consoleKeys.chat(chatUuid),
    queryFn: ({ signal }) => staffCall(getConsoleChatContract, { params: { chatUuid }, signal }),
    refetchOnMount: true,
    structuralSharing: keepLaterLiveMessages,
  });

export const useConsoleChat = (chatUuid: string) => useQuery(consoleChatQuery(chatUuid));

/** Appends a live message to its chat's cached answer, if that chat is read (a chat not open has nothing to update). */
export const mergeChatMessage = (queryClient: QueryClient, message: ChatMessage): void => {
  queryClient.setQueryData<ConsoleChat>(consoleKeys.chat(message.conversationUuid), (chat) =>
    chat && !chat.messages.some((m) => m.uuid === message.uuid)
      ? { ...chat, messages: withMessage(chat.messages, message) }
      : chat,
  );
};

/** Keeps a chat's cached answer in step with a state frame (taken, transferred, ended). */
export const mergeChatConversation = (queryClient: QueryClient, conversation: ConsoleChat['conversation']): void => {
  queryClient.setQueryData<ConsoleChat>(consoleKeys.chat(conversation.uuid), (chat) =>
    chat ? { ...chat, conversation, row: { ...chat.row, state: conversation.state } } : chat,
  );
};
