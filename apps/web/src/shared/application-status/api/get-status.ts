import { APPLICATION_STATUS_STALE_TIME_MS } from '@heloc/domain';
import { getHelocStatusContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** GET /service-heloc-borrower/api/v1/heloc/:uuid/status: the status object routing decides on (docs/product/registration-and-routing.md §4). */
export const getApplicationStatus = (uuid: string, signal?: AbortSignal) =>
  callContract(getHelocStatusContract, { params: { uuid }, signal });

// docs/product/application-area.md §7, §9: application status stale time 250 ms.
export const applicationStatusQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.status(uuid),
    queryFn: ({ signal }) => getApplicationStatus(uuid, signal),
    staleTime: APPLICATION_STATUS_STALE_TIME_MS,
  });

export const useApplicationStatus = (uuid: string) => useQuery(applicationStatusQueryOptions(uuid));
