import { getConsoleChatsContract, type ChatMessage, type ConsoleChatRow } from '@heloc/domain/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** How often the agents' lists are read again besides the socket's queue-changed frames (ours). */
export const CHAT_LISTS_REFETCH_MS = 30_000;

/** docs/product/chat.md §4: the waiting queue, the member's chats, the others' and the call-back requests. */
export const consoleChatsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.chatLists(),
    queryFn: ({ signal }) => staffCall(getConsoleChatsContract, { signal }),
    refetchInterval: CHAT_LISTS_REFETCH_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useConsoleChats = () => useQuery(consoleChatsQuery());

type ConsoleChatLists = Awaited<ReturnType<NonNullable<ReturnType<typeof consoleChatsQuery>['queryFn']>>>;

/** A row with `message` as its last message, when it is later than the one it shows. */
const withLastMessage = (row: ConsoleChatRow, message: ChatMessage): ConsoleChatRow =>
  row.uuid !== message.conversationUuid || !message.body || (row.lastMessageAt ?? '') > message.createdAt
    ? row
    : { ...row, lastMessage: message.body, lastMessageAt: message.createdAt };

/**
 * A live message shown at once in its row's "Last message" (docs/product/chat.md §4): the socket delivers it within
 * milliseconds, and the lists' periodic read would show it only up to CHAT_LISTS_REFETCH_MS later.
 */
export const mergeMessageIntoLists = (queryClient: QueryClient, message: ChatMessage): void => {
  queryClient.setQueryData<ConsoleChatLists>(consoleKeys.chatLists(), (lists) =>
    lists
      ? {
          ...lists,
          waiting: lists.waiting.map((row) => withLastMessage(row, message)),
          mine: lists.mine.map((row) => withLastMessage(row, message)),
          others: lists.others.map((row) => withLastMessage(row, message)),
        }
      : lists,
  );
};
