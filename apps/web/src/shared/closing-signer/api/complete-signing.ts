import { completeSigningContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { closingKeys } from './closing-keys';

export const useCompleteSigning = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(completeSigningContract, { params: { uuid }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closingKeys.package(uuid) }),
  });
};
