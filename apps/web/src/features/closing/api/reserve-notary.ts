import { reserveNotaryContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys } from './notary-keys';

export const useReserveNotary = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => callContract(reserveNotaryContract, { params: { uuid }, body: { slotId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) }),
  });
};
