import { getReferralContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// A referral's prefill for registration (docs/product/registration-and-routing.md §7).
export const referralQueryOptions = (referralUuid: string) =>
  queryOptions({
    queryKey: registrationKeys.referral(referralUuid),
    queryFn: ({ signal }) => callContract(getReferralContract, { params: { referralUuid }, signal }),
    staleTime: Infinity,
  });
