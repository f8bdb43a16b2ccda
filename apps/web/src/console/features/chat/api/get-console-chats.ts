import { getConsoleChatsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
