import { getFundingForecastContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/**
 * GET .../heloc/:uuid/funding-forecast: the steps left to the first draw with their dates, and the promise of funding
 * in 5 days. Keyed by the checklist status it was read at, so it is read again as each step completes.
 */
export const fundingForecastQueryOptions = (uuid: string, checklistStatus: string | undefined) =>
  queryOptions({
    queryKey: [...applicationKeys.all, uuid, 'funding-forecast', checklistStatus ?? ''] as const,
    queryFn: ({ signal }) => callContract(getFundingForecastContract, { params: { uuid }, signal }),
    enabled: Boolean(uuid && checklistStatus),
    // The dates move only when a step completes or a day passes.
    staleTime: 60_000,
  });

export const useFundingForecast = (uuid: string, checklistStatus: string | undefined) =>
  useQuery(fundingForecastQueryOptions(uuid, checklistStatus));
