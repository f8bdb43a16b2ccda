import { getCoDeedStatusContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { useIsAuthenticated } from '../../../lib/session';
import { signerKeys } from './signer-keys';

/** docs/product/widgets-and-calculations.md §6, §7: the signed-in signer's application; the client does not retry a 400 (no application). */
export const useSignerApplication = () => {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({
    queryKey: signerKeys.coDeed(),
    queryFn: ({ signal }) => callContract(getCoDeedStatusContract, { signal }),
    enabled: isAuthenticated,
    retry: false,
    refetchOnWindowFocus: true,
  });
};
