import { listChatAgentsContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * Non-production only: the agents a tester may chat with. Sent with the borrower's token but treated as public: a
 * refusal (production answers 404) only hides the chooser and never ends the borrower's session.
 */
export const listChatAgents = (signal?: AbortSignal) =>
  apiRequest({
    method: listChatAgentsContract.method,
    path: listChatAgentsContract.path,
    isPublic: true,
    schema: listChatAgentsContract.response[200],
    signal,
  });

export const useChatAgents = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.agents(),
    queryFn: ({ signal }) => listChatAgents(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
