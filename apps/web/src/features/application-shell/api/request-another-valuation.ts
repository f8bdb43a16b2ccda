import { requestAnotherValuationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/**
 * error/timeout at HOLD_FOR_APPRAISAL_REVIEW: the applicant asks the broker to visit again (docs/product/
 * operations-console.md §5); a second click answers the same status.
 */
export const useRequestAnotherValuation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(requestAnotherValuationContract, { params: { uuid } }),
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};
