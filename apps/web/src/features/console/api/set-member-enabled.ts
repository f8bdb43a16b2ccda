import { disableStaffMemberContract, enableStaffMemberContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

/** Disables a member (every session of theirs ends) or lets them sign in again. */
export const useSetMemberEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberUuid, enabled }: { memberUuid: string; enabled: boolean }) =>
      staffCall(enabled ? enableStaffMemberContract : disableStaffMemberContract, { params: { memberUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.members() }),
  });
};
