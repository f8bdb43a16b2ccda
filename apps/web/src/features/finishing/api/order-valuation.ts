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
    onSuccess: async (status) => {
      // The order's time, expected date and fee are on the valuation now: it is read again first, and the new status
      // (which takes the applicant to the waiting screen) is set once it has arrived. Set first, it closed this
      // screen while the read was running, which cancelled it, and the waiting screen, which does not read on
      // arrival (no refetch on mount), showed the valuation from before the order.
      await queryClient.invalidateQueries({ queryKey: valuationKeys.valuation(uuid) });
      queryClient.setQueryData(applicationKeys.status(uuid), status);
    },
  });
};
