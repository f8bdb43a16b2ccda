import {
  getStaffNotificationSettingsContract,
  type StaffNotificationSettings,
  updateStaffNotificationSettingsContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.notificationSettings(),
    queryFn: ({ signal }) => staffCall(getStaffNotificationSettingsContract, { signal }),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffNotificationSettings) => staffCall(updateStaffNotificationSettingsContract, { body }),
    onSuccess: (saved) => queryClient.setQueryData(consoleKeys.notificationSettings(), saved),
  });
};
