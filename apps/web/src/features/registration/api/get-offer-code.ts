import { getOfferCodeContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// An offer code's prefill for registration (docs/product/registration-and-routing.md §7).
export const offerCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: registrationKeys.offerCode(code),
    queryFn: ({ signal }) => callContract(getOfferCodeContract, { params: { code }, signal }),
    staleTime: Infinity,
  });
