import { getIdentityCheckContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** GET .../identity: the latest ID check (null before the first) and the status. */
export const getIdentityCheck = (uuid: string, signal?: AbortSignal) =>
  callContract(getIdentityCheckContract, { params: { uuid }, signal });

/** How often the identity screen asks again while the provider is still checking the photos (ms). */
export const IDENTITY_CHECK_POLL_MS = 1500;

export const identityCheckQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.identity(uuid),
    queryFn: ({ signal }) => getIdentityCheck(uuid, signal),
    // Asked again while the provider checks; settled answers change only through this screen.
    refetchInterval: (query) =>
      query.state.data?.check && query.state.data.check.result === null ? IDENTITY_CHECK_POLL_MS : false,
  });

export const useIdentityCheck = (uuid: string) => useQuery(identityCheckQueryOptions(uuid));
