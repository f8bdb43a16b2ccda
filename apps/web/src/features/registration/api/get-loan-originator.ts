import { LOAN_OFFICER_CACHE_MS } from '@heloc/domain';
import { getLoanOriginatorContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// docs/product/application-area.md §7: loan originator info is cached 10 minutes.
export const loanOriginatorQueryOptions = (uuid: string, orgCode: string) =>
  queryOptions({
    queryKey: registrationKeys.loanOriginator(uuid, orgCode),
    queryFn: ({ signal }) =>
      callContract(getLoanOriginatorContract, {
        params: { loanOriginatorUuid: uuid },
        query: { organization: orgCode },
        signal,
      }),
    staleTime: LOAN_OFFICER_CACHE_MS,
  });
