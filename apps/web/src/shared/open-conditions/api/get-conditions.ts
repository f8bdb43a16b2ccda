import { type Condition, listExternalApplicantConditionsContract } from '@heloc/domain/contracts';
import { CONDITIONS_POLL_INTERVAL_MS, visibleConditions } from '@heloc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** GET conditions: the known categories only, oldest first (docs/product/application-area.md §4.1). */
export const conditionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.conditions(uuid),
    queryFn: async ({ signal }) =>
      visibleConditions(await callContract(listExternalApplicantConditionsContract, { params: { uuid }, signal })),
    // Every 60 s and on window focus (docs/product/application-area.md §9, §7).
    refetchInterval: CONDITIONS_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

export const useConditions = (uuid: string) => useQuery(conditionsQueryOptions(uuid));

/** The conditions still waiting for the applicant or the lender. */
export const openConditions = (conditions: readonly Condition[] | undefined) =>
  (conditions ?? []).filter((c) => c.state !== 'ACCEPTED');
