import {
  confirmHelocOfferContract,
  selectHelocOfferBodySchema,
  selectHelocOfferContract,
  type SelectHelocOfferBody,
} from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { offerApplicationSchema } from '../../../shared/application-status/api/get-application';

/**
 * PUT .../heloc/:uuid/offer: saves the chosen offer, draw and payoff preference; answers the application, read
 * through the same picked schema as GET (the offer screens' fields only).
 */
export const selectOffer = (uuid: string, body: SelectHelocOfferBody) =>
  apiRequest({
    method: selectHelocOfferContract.method,
    path: fillPath(selectHelocOfferContract.path, { uuid }),
    body: selectHelocOfferBodySchema.parse(body),
    schema: offerApplicationSchema,
  });

/** POST .../heloc/:uuid/offer/confirm: confirms the saved choice; answers the new status. */
export const confirmOffer = (uuid: string) => callContract(confirmHelocOfferContract, { params: { uuid } });

export const useSelectOffer = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectHelocOfferBody) => selectOffer(uuid, body),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(uuid), application);
    },
  });
};

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
