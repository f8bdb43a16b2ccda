import { deleteIncomeDocumentContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** DELETE .../income/documents/:documentUuid: remove a document before submitting. */
export const useDeleteIncomeDocument = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentUuid: string) =>
      callContract(deleteIncomeDocumentContract, { params: { uuid, documentUuid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.documents(uuid) }),
  });
};
