import { getPipelineContract, type PipelineQuery } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

export const pipelineQuery = (query: PipelineQuery) =>
  queryOptions({
    queryKey: consoleKeys.pipeline(query),
    queryFn: ({ signal }) => staffCall(getPipelineContract, { query, signal }),
    staleTime: 15_000,
    // Other members work the same files: a stale answer is read again when a screen opens or the tab regains focus
    // (the app's defaults read once: lib/query-client.ts).
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    // A new page, filter or sort keeps the last rows on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });

export const usePipeline = (query: PipelineQuery) => useQuery(pipelineQuery(query));
