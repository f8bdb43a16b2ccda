import { saveAutopayContract } from '@heloc/domain/contracts';
import type { AutopayChoice } from '@heloc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/**
 * PUT …/autopay: enrols or declines; the line is re-priced (the application's rate changes too). The save ends once
 * the accounts are read again: bank/confirm, where the applicant goes next, sends back to bank/autopay while the
 * accounts it holds show no choice.
 */
export const useSaveAutopay = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutopayChoice) => callContract(saveAutopayContract, { params: { uuid }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.bank(uuid) });
    },
  });
};
