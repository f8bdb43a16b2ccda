import { getStatesEligibilityContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// The states where the organisation accepts applications (docs/product/widgets-and-calculations.md §7 states-eligibility).
export const statesEligibilityQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'states-eligibility', orgCode] as const,
    queryFn: ({ signal }) => callContract(getStatesEligibilityContract, { query: { orgCode }, signal }),
    staleTime: 10 * 60_000,
  });
