import { getBankAccountsContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
