import { getPrepopContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// A prepop token's prefill for registration (docs/product/registration-and-routing.md §7).
export const prepopQueryOptions = (token: string) =>
  queryOptions({
    queryKey: registrationKeys.prepop(token),
    queryFn: ({ signal }) => callContract(getPrepopContract, { query: { token }, signal }),
    staleTime: Infinity,
  });
