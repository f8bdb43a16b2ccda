import { getConsoleSessionContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** A borrower's session trail (docs/product/operations-console.md §9): a record of the past, read once. */
export const sessionTrailQuery = (sessionKey: string) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'session', sessionKey] as const,
    queryFn: ({ signal }) => staffCall(getConsoleSessionContract, { params: { sessionKey }, signal }),
    refetchOnMount: true,
  });

/** Asked only for a well-formed key: any other is not a session. */
export const useSessionTrail = (sessionKey: string, enabled = true) =>
  useQuery({ ...sessionTrailQuery(sessionKey), enabled });
