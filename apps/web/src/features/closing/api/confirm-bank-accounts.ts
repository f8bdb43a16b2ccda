import { confirmBankAccountsContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** POST …/bank/confirm: the closing documents are prepared next (GEN_CLOSING_DISCLOSURE). */
export const useConfirmBankAccounts = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(confirmBankAccountsContract, { params: { uuid } }),
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};
