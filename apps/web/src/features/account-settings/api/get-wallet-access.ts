import { getWalletAccessContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { accountSettingsKeys } from './mfa-keys';

// docs/product/application-area.md §7: the wallet accounts a principal may act for, asked with the stored token; the
// principal is the signed-in person's identity uuid.
export const walletAccessQueryOptions = (principal: string) =>
  queryOptions({
    queryKey: [...accountSettingsKeys.all, 'wallet-access', principal] as const,
    queryFn: ({ signal }) => callContract(getWalletAccessContract, { query: { principal }, signal }),
    staleTime: 5 * 60_000,
  });

export const useWalletAccess = (principal: string | undefined) =>
  useQuery({ ...walletAccessQueryOptions(principal ?? ''), enabled: Boolean(principal) });
