import { agentFigureInfoContract, agentLogoutContract } from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';
import { APPLICATION_NAME } from '../../../lib/visit-tracking';

export const agentKeys = { self: ['agent', 'self'] as const };

/** The signed-in agent's self info, at the agent portal's path (docs/product/widgets-and-calculations.md §7). */
export const agentSelfQuery = () =>
  queryOptions({
    queryKey: agentKeys.self,
    queryFn: ({ signal }) =>
      callContract(agentFigureInfoContract, { headers: { 'application-name': APPLICATION_NAME }, signal }),
    retry: false,
  });

export const useAgentSelf = (isEnabled: boolean) => useQuery({ ...agentSelfQuery(), enabled: isEnabled });

/** Signs the agent out of the agent portal, then forgets the token here (even when the call fails). */
export const useAgentLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callContract(agentLogoutContract);
      } finally {
        clearToken();
      }
    },
    onSettled: () => queryClient.removeQueries({ queryKey: agentKeys.self }),
  });
};
