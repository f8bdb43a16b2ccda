import { cancelRescissionContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { notaryKeys } from './notary-keys';

export const useCancelRescission = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(cancelRescissionContract, { params: { uuid } }),
    onSuccess: async (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      await queryClient.invalidateQueries({ queryKey: notaryKeys.complete(uuid) });
    },
  });
};
