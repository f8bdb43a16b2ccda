import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applicationKeys } from '../../shared/application-status/api/application-keys';
import { notificationKeys } from './api/notifications';

/**
 * An application that changed status has likely something to tell (documents ready, the right to cancel ended,
 * funds sent): the notifications are read again at once instead of at the next poll.
 */
export function useRefetchOnStatusChange(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const last = new Map<string, unknown>();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.query.queryKey;
      if (key[0] !== applicationKeys.all[0] || key[2] !== 'status') return;
      const status = (event.query.state.data as { checklistStatus?: unknown } | undefined)?.checklistStatus;
      const uuid = String(key[1]);
      const before = last.get(uuid);
      last.set(uuid, status);
      if (before !== undefined && before !== status) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }
    });
  }, [enabled, queryClient]);
}
