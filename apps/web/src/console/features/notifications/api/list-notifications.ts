import { listStaffNotificationsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/**
 * The member's notifications (docs/product/operations-console.md §12): read again when a live screen hears a file
 * change (shared/live/use-console-live.ts), when the tab regains focus, and each minute on screens without the socket.
 */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.notifications(),
    queryFn: ({ signal }) => staffCall(listStaffNotificationsContract, { signal }),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQuery());
