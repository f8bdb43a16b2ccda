import { getNotaryContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys } from './notary-session-keys';

export const notaryOverviewQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: notaryKeys.overview(uuid),
    queryFn: ({ signal }) => callContract(getNotaryContract, { params: { uuid }, signal }),
  });

/** The notary overview; re-read every `refetchMs` while the closing waits on the engine (a review, a waiting period). */
export const useNotaryOverview = (uuid: string, refetchMs: number | false = false) =>
  useQuery({ ...notaryOverviewQueryOptions(uuid), refetchInterval: refetchMs });
