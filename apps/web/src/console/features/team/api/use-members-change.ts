import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';

/** A change to the team (an invitation, roles, organisations, enabled): the members are read again. */
export const useMembersChange = <A, R>(call: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.members() }),
  });
};
