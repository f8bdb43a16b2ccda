import { notaryAvailabilityContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

/** Whether a closing at this address can be notarised online or needs a notary in person. */
export const notaryAvailabilityQueryOptions = (state: string, zip: string) =>
  queryOptions({
    queryKey: registrationKeys.notaryAvailability(state, zip),
    queryFn: ({ signal }) => callContract(notaryAvailabilityContract, { query: { state, zip }, signal }),
    staleTime: Infinity,
  });
