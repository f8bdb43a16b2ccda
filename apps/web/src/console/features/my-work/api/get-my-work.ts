import { getMyWorkContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** docs/product/operations-console.md §11: the member's files waiting on the lender; read again on a live change. */
export const myWorkQuery = () =>
  queryOptions({
    queryKey: consoleKeys.myWork(),
    queryFn: ({ signal }) => staffCall(getMyWorkContract, { signal }),
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useMyWork = () => useQuery(myWorkQuery());
