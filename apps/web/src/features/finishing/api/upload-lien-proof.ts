import { uploadLienPayoffProofContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/** POST .../liens/:lienUuid/proof (multipart): proof that a lien is already paid off. */
export const useUploadLienProof = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lienUuid, file }: { lienUuid: string; file: File }) => {
      return uploadDocument({ path: fillPath(uploadLienPayoffProofContract.path, { uuid, lienUuid }), file });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.liens(uuid) });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.documents(uuid) });
    },
  });
};
