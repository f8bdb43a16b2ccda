import { type DisableMfaBody, disableMfaContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { accountSettingsKeys } from './mfa-keys';

export const useDisableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableMfaBody) => callContract(disableMfaContract, { body }),
    onSuccess: (status) => queryClient.setQueryData(accountSettingsKeys.mfa(), status),
  });
};
