import { LOAN_OFFICER_CACHE_MS } from '@heloc/domain';
import { getLoanOriginatorLicensedStatesContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { loanOfficerKeys } from './loan-officer-keys';

/**
 * GET /service-lead-portal/api/lo/{uuid}/licensed-states (docs/product/application-area.md §7): the states the card
 * lists. Cached as long as the officer's info (§9), which it belongs to.
 */
export const licensedStatesQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: loanOfficerKeys.licensedStates(uuid),
    queryFn: ({ signal }) =>
      callContract(getLoanOriginatorLicensedStatesContract, { params: { loanOriginatorUuid: uuid }, signal }),
    staleTime: LOAN_OFFICER_CACHE_MS,
  });
