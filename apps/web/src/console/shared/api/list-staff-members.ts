import { listStaffMembersContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: consoleKeys.members(),
    queryFn: ({ signal }) => staffCall(listStaffMembersContract, { signal }),
    staleTime: 60_000,
    // Other members work the same files: a stale answer is read again when a screen opens or the tab regains focus
    // (the app's defaults read once: lib/query-client.ts).
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useStaffMembers = (enabled = true) => useQuery({ ...staffMembersQuery(), enabled });
