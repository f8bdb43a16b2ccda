import { staffSignInContract, type StaffSignInBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { clearStaffToken, setStaffToken, staffCall } from '../../../shared/api/staff-client';

/** The first step: the answer's token is kept at once; it opens only the second-factor step until that is done. */
export const useSignInStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffSignInBody) => {
      clearStaffToken();
      queryClient.removeQueries({ queryKey: consoleKeys.all });
      const answer = await staffCall(staffSignInContract, { body });
      setStaffToken(answer.token);
      return answer;
    },
  });
};
