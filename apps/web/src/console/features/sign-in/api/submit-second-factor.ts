import { staffSecondFactorContract, type StaffSecondFactorBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** The second step: the session then opens the console; the member it answers is the signed-in member. */
export const useSubmitSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSecondFactorBody) => staffCall(staffSecondFactorContract, { body }),
    onSuccess: ({ member }) => queryClient.setQueryData(consoleKeys.self(), member),
  });
};
