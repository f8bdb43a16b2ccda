import { getCoDeedStatusContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** How often signing/additional re-reads who has signed (ours). */
export const SIGNERS_REFRESH_MS = 10_000;

export const signersKey = (uuid: string) => ['application', uuid, 'signers'] as const;

/** docs/product/widgets-and-calculations.md §7 co-deed status for this application: who must sign and who has. */
export const useCoDeedStatus = (uuid: string) =>
  useQuery({
    queryKey: signersKey(uuid),
    queryFn: ({ signal }) => callContract(getCoDeedStatusContract, { query: { applicationUuid: uuid }, signal }),
    refetchInterval: SIGNERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
