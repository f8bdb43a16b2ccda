import { getApplicationFileContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const applicationFileQuery = (uuid: string) =>
  queryOptions({
    queryKey: consoleKeys.file(uuid),
    queryFn: ({ signal }) => staffCall(getApplicationFileContract, { params: { uuid }, signal }),
    staleTime: 10_000,
  });

export const useApplicationFile = (uuid: string) => useQuery(applicationFileQuery(uuid));
