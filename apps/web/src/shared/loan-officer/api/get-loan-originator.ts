import { LOAN_OFFICER_CACHE_MS } from '@heloc/domain';
import { getLoanOriginatorContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { loanOfficerKeys } from './loan-officer-keys';

// docs/product/application-area.md §7, §9: loan originator info is cached 10 minutes.
export const loanOriginatorQueryOptions = (uuid: string, orgCode: string) =>
  queryOptions({
    queryKey: loanOfficerKeys.originator(uuid, orgCode),
    queryFn: ({ signal }) =>
      callContract(getLoanOriginatorContract, {
        params: { loanOriginatorUuid: uuid },
        query: { organization: orgCode },
        signal,
      }),
    staleTime: LOAN_OFFICER_CACHE_MS,
  });
