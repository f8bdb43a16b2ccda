import { getApplicationFileContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

export const applicationFileQuery = (uuid: string) =>
  queryOptions({
    queryKey: consoleKeys.file(uuid),
    queryFn: ({ signal }) => staffCall(getApplicationFileContract, { params: { uuid }, signal }),
    staleTime: 10_000,
    // Other members work the same files: a stale answer is read again when a screen opens or the tab regains focus
    // (the app's defaults read once: lib/query-client.ts).
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useApplicationFile = (uuid: string) => useQuery(applicationFileQuery(uuid));
