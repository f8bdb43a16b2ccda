import { listLiensContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../liens: the liens the title search found, by position. */
export const listLiens = (uuid: string, signal?: AbortSignal) =>
  callContract(listLiensContract, { params: { uuid }, signal });

export const liensQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: applicationKeys.liens(uuid), queryFn: ({ signal }) => listLiens(uuid, signal) });

export const useLiens = (uuid: string) => useQuery(liensQueryOptions(uuid));
