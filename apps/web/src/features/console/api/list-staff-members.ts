import { listStaffMembersContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: consoleKeys.members(),
    queryFn: ({ signal }) => staffCall(listStaffMembersContract, { signal }),
    staleTime: 60_000,
  });

export const useStaffMembers = (enabled = true) => useQuery({ ...staffMembersQuery(), enabled });
