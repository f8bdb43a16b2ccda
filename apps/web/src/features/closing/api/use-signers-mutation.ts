import type { CoDeedStatus } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coDeedKeys } from '../../../shared/co-deed/api/get-co-deed-status';

export const useSignersMutation = <T>(uuid: string, call: (input: T) => Promise<CoDeedStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(coDeedKeys.ofApplication(uuid), answer),
  });
};
