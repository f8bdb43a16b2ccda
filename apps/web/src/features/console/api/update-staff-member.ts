import { updateStaffMemberContract, type UpdateStaffMemberBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

/** An admin changes a member's roles or organisations (409 for the caller's own ADMIN role). */
export const useUpdateStaffMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberUuid, body }: { memberUuid: string; body: UpdateStaffMemberBody }) =>
      staffCall(updateStaffMemberContract, { params: { memberUuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.members() }),
  });
};
