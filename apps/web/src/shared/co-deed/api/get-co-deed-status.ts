import { getCoDeedStatusContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { withRetry } from '../../../lib/retry';
import { useIsAuthenticated } from '../../../lib/session';

/*
 * docs/product/widgets-and-calculations.md §6, §7: the co-deed status, who must sign an application and who has. The
 * applicant names the application (signing/additional); a signer asks without one and is answered the application
 * they sign for (the signer area's frame). Two questions of one call, so two cache entries.
 */

/** How often signing/additional re-reads who has signed (ours). */
export const SIGNERS_REFRESH_MS = 10_000;

export const coDeedKeys = {
  ofApplication: (uuid: string) => ['application', uuid, 'signers'] as const,
  ofSigner: () => ['signer', 'co-deed'] as const,
};

/** The applicant's application: who must sign and who has, read again every 10 s and on focus. */
export const useCoDeedStatus = (uuid: string) =>
  useQuery({
    queryKey: coDeedKeys.ofApplication(uuid),
    queryFn: ({ signal }) => callContract(getCoDeedStatusContract, { query: { applicationUuid: uuid }, signal }),
    refetchInterval: SIGNERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/**
 * docs/product/widgets-and-calculations.md §6, §9: the signer's co-deed status call goes through the retry helper
 * (5 tries from 1 s, doubling), and a 400 (no application) is not asked again; nor is any other refusal (4xx: the
 * same question gets the same answer). A failure to reach the server or a 5xx is tried again.
 */
export const isCoDeedStatusRetryable = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The signed-in signer's application. */
export const useSignerApplication = () => {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({
    queryKey: coDeedKeys.ofSigner(),
    queryFn: ({ signal }) =>
      withRetry(() => callContract(getCoDeedStatusContract, { signal }), {
        shouldRetry: isCoDeedStatusRetryable,
        signal,
      }),
    enabled: isAuthenticated,
    retry: false,
    refetchOnWindowFocus: true,
  });
};
