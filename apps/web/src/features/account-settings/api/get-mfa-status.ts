import { getMfaStatusContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { accountSettingsKeys } from './mfa-keys';

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.mfa(),
    queryFn: ({ signal }) => callContract(getMfaStatusContract, { signal }),
  });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());
