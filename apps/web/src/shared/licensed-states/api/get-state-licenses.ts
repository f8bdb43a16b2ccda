import { getStateLicensesContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

// The states the organisation is licensed in (docs/product/widgets-and-calculations.md §7 state-licenses, with orgCode).
export const stateLicensesQueryOptions = (orgCode: string) =>
  queryOptions({
    queryKey: ['state-licenses', orgCode] as const,
    queryFn: ({ signal }) => callContract(getStateLicensesContract, { query: { orgCode }, signal }),
    staleTime: 10 * 60_000,
  });

/** The licensed states' abbreviations; undefined while loading or when the call failed. */
export function useLicensedStates(orgCode: string): string[] | undefined {
  const { data } = useQuery(stateLicensesQueryOptions(orgCode));
  return data?.map((license) => license.abbrev);
}
