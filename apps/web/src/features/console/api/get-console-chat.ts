import { getConsoleChatContract, type ChatMessage, type ConsoleChat } from '@heloc/domain/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

/** One chat with every message, oldest first; the socket's live frames are merged into this answer. */
export const consoleChatQuery = (chatUuid: string) =>
  queryOptions({
    queryKey: consoleKeys.chat(chatUuid),
    queryFn: ({ signal }) => staffCall(getConsoleChatContract, { params: { chatUuid }, signal }),
    refetchOnMount: true,
  });

export const useConsoleChat = (chatUuid: string) => useQuery(consoleChatQuery(chatUuid));

/** The messages with `message` among them once (by uuid), in the conversation's order. */
export const withMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((m) => m.uuid === message.uuid) ? [...messages] : [...messages, message].sort((a, b) => a.seq - b.seq);

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
