import { saveDisburseAccountContract, type SaveDisburseAccountBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/**
 * PUT …/disburse-account: saves the disbursement account; the status moves to AUTOPAY_ACCOUNT. The save ends once
 * the accounts are read again, so the next screen (bank/autopay, or bank/confirm after a change) shows the new one.
 */
export const useSaveDisburseAccount = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDisburseAccountBody) =>
      callContract(saveDisburseAccountContract, { params: { uuid }, body }),
    onSuccess: ({ status }) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      return queryClient.invalidateQueries({ queryKey: applicationKeys.bank(uuid) });
    },
  });
};
