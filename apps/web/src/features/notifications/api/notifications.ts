import {
  type Notification,
  listNotificationsContract,
  listWalletAccountsContract,
  markNotificationReadContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { useShellReadsHeld } from '../../../lib/shell-reads-hold';

/*
 * The wallet service's calls (docs/product/application-area.md §2.4, §7): the signed-in user's notifications and the
 * wallet accounts they are grouped by, and marking one read.
 */

/** How often the list is read while a screen is open (ours): a new notification shows as a toast within it. */
export const NOTIFICATIONS_POLL_MS = 20_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  accounts: () => [...notificationKeys.all, 'accounts'] as const,
};

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => callContract(listNotificationsContract),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

/** The list, read while `enabled` and the shell's reads are not held (lib/shell-reads-hold.ts). */
export const useNotifications = (enabled: boolean) => {
  const isHeld = useShellReadsHeld();
  return useQuery({ ...notificationsQuery(), enabled: enabled && !isHeld });
};

export const useWalletAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.accounts(),
    queryFn: () => callContract(listWalletAccountsContract),
    staleTime: 5 * 60_000,
    enabled,
  });

/** Marks one read; the list shows it read at once, then as the server answered. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => callContract(markNotificationReadContract, { params: { uuid } }),
    onMutate: (uuid) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) =>
        list?.map((n) => (n.uuid === uuid ? { ...n, status: 'READ' } : n)),
      );
    },
    onSuccess: (read) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) =>
        list?.map((n) => (n.uuid === read.uuid ? read : n)),
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
};
