import { useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * The signer area's calls (docs/product/application-area.md §2.2): the co-deed status (which application the signed-in signer signs
 * for and who has signed), the invitation, the signer's name, and the application's conditions (modules/conditions).
 */

export const signerKeys = {
  all: ['signer'] as const,
  coDeed: () => [...signerKeys.all, 'co-deed'] as const,
  status: (uuid: string) => [...signerKeys.all, uuid, 'status'] as const,
  conditions: (uuid: string) => [...signerKeys.all, uuid, 'conditions'] as const,
};

export const useConditionAnswer = <A>(uuid: string, call: (args: A) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signerKeys.conditions(uuid) }),
  });
};
