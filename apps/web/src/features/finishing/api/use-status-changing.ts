import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** A call that may move the status: its answer is the new status; the income options change with it. */
export const useStatusChanging = <A, R>(
  uuid: string,
  call: (args: A) => Promise<R>,
  statusOf: (result: R) => unknown,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(applicationKeys.status(uuid), statusOf(result));
      void queryClient.invalidateQueries({ queryKey: applicationKeys.incomeOptions(uuid) });
    },
  });
};
