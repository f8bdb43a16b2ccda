import { getFundedLineContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

export const fundedLineKeys = {
  all: ['funded-line'] as const,
  line: (uuid: string) => [...fundedLineKeys.all, uuid] as const,
};

/** GET .../{uuid}/line: the funded line (limit, drawn, available, next payment, draws, documents). */
export const fundedLineQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: fundedLineKeys.line(uuid),
    queryFn: ({ signal }) => callContract(getFundedLineContract, { params: { uuid }, signal }),
  });

export const useFundedLine = (uuid: string) => useQuery(fundedLineQueryOptions(uuid));
