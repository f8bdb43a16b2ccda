import { cancelNotaryReservationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys } from './notary-keys';

export const useCancelNotaryReservation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(cancelNotaryReservationContract, { params: { uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) }),
  });
};
