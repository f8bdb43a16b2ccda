import { type ClosingPackage } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * The closing package calls (packages/domain/src/contracts/closing.ts), shared by the applicant's signing
 * screens and the signer area: every call is for the signed-in participant himself.
 */

export const closingKeys = {
  package: (uuid: string) => ['closing', uuid, 'package'] as const,
};

export const useUpdatesPackage = <V>(uuid: string, call: (variables: V) => Promise<ClosingPackage>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (pkg) => queryClient.setQueryData(closingKeys.package(uuid), pkg),
  });
};
