import { type WithdrawApplication, withdrawApplicationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** POST .../withdraw: closes the application (CANCELLED); the status query takes the answer at once. */
export const withdrawApplication = (uuid: string, body: WithdrawApplication) =>
  callContract(withdrawApplicationContract, { params: { uuid }, body });

export const useWithdrawApplication = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawApplication) => withdrawApplication(uuid, body),
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};
