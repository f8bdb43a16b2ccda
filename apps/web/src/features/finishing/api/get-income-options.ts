import { getIncomeOptionsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../income/options: the ways to verify, documents asked for, institutions, the latest attempt. */
export const incomeOptionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.incomeOptions(uuid),
    queryFn: ({ signal }) => callContract(getIncomeOptionsContract, { params: { uuid }, signal }),
  });

export const useIncomeOptions = (uuid: string) => useQuery(incomeOptionsQueryOptions(uuid));
