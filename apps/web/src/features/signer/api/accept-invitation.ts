import { type AcceptSignerInvitationBody, acceptSignerInvitationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { sessionKeys } from '../../../lib/session';
import { signerKeys } from './signer-keys';

export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptSignerInvitationBody) => callContract(acceptSignerInvitationContract, { body }),
    onSuccess: (answer) => {
      setToken(answer.jwt);
      // A new session: nothing cached for the visitor before applies (the invitation itself is now used).
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      queryClient.removeQueries({ queryKey: signerKeys.coDeed() });
    },
  });
};
