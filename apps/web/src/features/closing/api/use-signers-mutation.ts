import type { CoDeedStatus } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signersKey } from './get-co-deed-status';

export const useSignersMutation = <T>(uuid: string, call: (input: T) => Promise<CoDeedStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(signersKey(uuid), answer),
  });
};
