import { readStaffNotificationsContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** The bell opened: every notification of the member is read. */
export const useReadNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(readStaffNotificationsContract),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.notifications() }),
  });
};
