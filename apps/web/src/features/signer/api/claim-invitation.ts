import { claimSignerInvitationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { signerKeys } from './signer-keys';

export const useClaimInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callContract(claimSignerInvitationContract, { body: { token } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: signerKeys.coDeed() }),
  });
};
