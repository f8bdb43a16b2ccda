import { inviteStaffMemberContract, type InviteStaffMemberBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const useInviteStaffMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffMemberBody) => staffCall(inviteStaffMemberContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.members() }),
  });
};
