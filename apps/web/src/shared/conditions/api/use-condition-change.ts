import { type Condition } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../application-status/api/application-keys';

/** Puts a condition's new answer in the list, and refetches the status (an accepted condition may move it on). */
export const useConditionChange = <A>(uuid: string, call: (args: A) => Promise<Condition>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (condition) => {
      queryClient.setQueryData(applicationKeys.conditions(uuid), (list: Condition[] | undefined) =>
        list?.map((c) => (c.uuid === condition.uuid ? condition : c)),
      );
      await queryClient.invalidateQueries({ queryKey: applicationKeys.status(uuid) });
    },
  });
};
