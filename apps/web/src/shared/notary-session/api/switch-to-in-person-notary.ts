import { switchToInPersonNotaryContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';
import { notaryKeys } from './notary-session-keys';

/**
 * notary/error's own way forward (docs/product/operations-console.md §5): the file switches to an in-person notary
 * (MANUAL_DEED_SIGNING); a second click answers the same status.
 */
export const useSwitchToInPersonNotary = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(switchToInPersonNotaryContract, { params: { uuid } }),
    onSuccess: async (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      await queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) });
    },
  });
};
