import { getReferralIdContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// A referral link's state and e-mail (docs/product/widgets-and-calculations.md §7 referral-id: status and email).
export const referralStatusQueryOptions = (referralUuid: string) =>
  queryOptions({
    queryKey: [...registrationKeys.referral(referralUuid), 'status'] as const,
    queryFn: ({ signal }) => callContract(getReferralIdContract, { params: { referralUuid }, signal }),
  });
