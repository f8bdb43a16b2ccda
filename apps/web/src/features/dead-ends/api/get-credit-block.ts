import { getCreditBlockContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../credit/block: what stopped the last credit pull (which pull, why, which bureau) and the status. */
export const useCreditBlock = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.creditBlock(uuid),
    queryFn: ({ signal }) => callContract(getCreditBlockContract, { params: { uuid }, signal }),
    staleTime: 0,
  });
