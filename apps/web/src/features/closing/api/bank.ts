import {
  confirmBankAccountsContract,
  getBankAccountsContract,
  linkBankContract,
  saveAutopayContract,
  saveDisburseAccountContract,
  type SaveDisburseAccountBody,
} from '@heloc/domain/contracts';
import type { AutopayChoice, LinkCredentials } from '@heloc/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET …/bank: the accounts given so far (masked), the payment with and without autopay, the banks to link. */
export const bankAccountsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.bank(uuid),
    queryFn: ({ signal }) => callContract(getBankAccountsContract, { params: { uuid }, signal }),
    // The bank screens change these answers for each other (a saved account, autopay re-pricing): a screen that
    // mounts after a change reads them again instead of the app-wide "no refetch on mount".
    refetchOnMount: true,
  });

export const useBankAccounts = (uuid: string) => useQuery(bankAccountsQueryOptions(uuid));

/** POST …/bank/link: the accounts a bank holds for the applicant (masked); nothing is saved yet. */
export const useLinkBank = (uuid: string) =>
  useMutation({
    mutationFn: (credentials: LinkCredentials) =>
      callContract(linkBankContract, { params: { uuid }, body: credentials }),
  });

/** PUT …/disburse-account: saves the disbursement account; the status moves to AUTOPAY_ACCOUNT. */
export const useSaveDisburseAccount = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDisburseAccountBody) =>
      callContract(saveDisburseAccountContract, { params: { uuid }, body }),
    onSuccess: ({ status }) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.bank(uuid) });
    },
  });
};

/** PUT …/autopay: enrols or declines; the line is re-priced (the application's rate changes too). */
export const useSaveAutopay = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutopayChoice) => callContract(saveAutopayContract, { params: { uuid }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.bank(uuid) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};

/** POST …/bank/confirm: the closing documents are prepared next (GEN_CLOSING_DISCLOSURE). */
export const useConfirmBankAccounts = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(confirmBankAccountsContract, { params: { uuid } }),
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};
