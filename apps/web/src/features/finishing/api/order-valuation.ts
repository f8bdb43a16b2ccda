import { orderValuationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { valuationKeys } from './valuation-keys';

/** POST .../valuation/order (bpo/order-bpo): answers the status (NAV_BPO_PROCESSING). */
export const useOrderValuation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(orderValuationContract, { params: { uuid }, body: { authorize: true } }),
    onSuccess: (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      // The order's time, expected date and fee are on the valuation now.
      void queryClient.invalidateQueries({ queryKey: valuationKeys.valuation(uuid) });
    },
  });
};
