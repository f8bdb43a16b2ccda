import { confirmHelocOfferContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** POST .../heloc/:uuid/offer/confirm: confirms the saved choice; answers the new status. */
export const confirmOffer = (uuid: string) => callContract(confirmHelocOfferContract, { params: { uuid } });

export const useConfirmOffer = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOffer(uuid),
    onSuccess: (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};
