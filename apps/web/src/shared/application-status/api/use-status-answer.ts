import type { HelocStatus } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from './application-keys';

/** A mutation whose call answers the new status: the status query takes it at once. */
export const useStatusAnswer = <A>(uuid: string, call: (args: A) => Promise<HelocStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};
