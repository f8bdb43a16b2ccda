import type { StaffPermission } from '@heloc/domain';
import { getStaffSelfContract, type StaffSelf } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const staffSelfQuery = () =>
  queryOptions({
    queryKey: consoleKeys.self(),
    queryFn: ({ signal }) => staffCall(getStaffSelfContract, { signal }),
    staleTime: 60_000,
  });

export const useStaffSelf = () => useQuery(staffSelfQuery());

/** Whether the signed-in member's roles allow this act (the server checks again: a hidden button is a courtesy). */
export const mayDo = (self: StaffSelf | undefined, permission: StaffPermission): boolean =>
  self?.permissions.includes(permission) ?? false;
