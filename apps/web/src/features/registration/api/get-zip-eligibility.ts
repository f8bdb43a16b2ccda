import { getZipEligibilityContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// The organisation's ZIP eligibility for registration (docs/product/widgets-and-calculations.md §7).
export const zipEligibilityQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: registrationKeys.zipEligibility(orgCode),
    queryFn: ({ signal }) => callContract(getZipEligibilityContract, { query: { orgCode }, signal }),
    staleTime: 10 * 60_000,
  });
