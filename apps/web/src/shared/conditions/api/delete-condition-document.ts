import { deleteConditionDocumentContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

export const useDeleteConditionDocument = (uuid: string, conditionUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentUuid: string) =>
      callContract(deleteConditionDocumentContract, { params: { uuid, conditionUuid, documentUuid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.conditions(uuid) }),
  });
};
