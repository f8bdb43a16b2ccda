import {
  selectHelocOfferBodySchema,
  selectHelocOfferContract,
  type SelectHelocOfferBody,
} from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client';
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

export const useSelectOffer = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectHelocOfferBody) => selectOffer(uuid, body),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(uuid), application);
    },
  });
};
