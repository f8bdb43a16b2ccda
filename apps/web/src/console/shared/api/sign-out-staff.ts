import { staffSignOutContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { clearStaffToken, staffCall } from './staff-client';

/**
 * Ends the session on the server, then forgets the token and every console answer, whatever the server said, in this
 * tab and the console's other tabs.
 */
export const useSignOutStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(staffSignOutContract).catch(() => undefined),
    onSettled: () => {
      clearStaffToken({ everyTab: true });
      queryClient.removeQueries({ queryKey: consoleKeys.all });
    },
  });
};
