import { listConsoleChatAgentsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** The members who answer chats of the member's organisations (the transfer's choices). */
export const chatAgentsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.chatAgents(),
    queryFn: ({ signal }) => staffCall(listConsoleChatAgentsContract, { signal }),
    staleTime: 30_000,
    refetchOnMount: true,
  });

export const useChatAgents = (enabled = true) => useQuery({ ...chatAgentsQuery(), enabled });
