import { getApplicationChatsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** docs/product/chat.md §4: the transcripts of the borrower's chats on this application, newest first. */
export const applicationChatsQuery = (uuid: string) =>
  queryOptions({
    queryKey: consoleKeys.fileChats(uuid),
    queryFn: ({ signal }) => staffCall(getApplicationChatsContract, { params: { uuid }, signal }),
    staleTime: 10_000,
    refetchOnMount: true,
  });

export const useApplicationChats = (uuid: string) => useQuery(applicationChatsQuery(uuid));
