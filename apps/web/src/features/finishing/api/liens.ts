import type { LienChoices } from '@heloc/domain';
import { listLiensContract, saveLienChoicesContract, uploadLienPayoffProofContract } from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/** GET .../liens: the liens the title search found, by position. */
export const listLiens = (uuid: string, signal?: AbortSignal) =>
  callContract(listLiensContract, { params: { uuid }, signal });

export const liensQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: applicationKeys.liens(uuid), queryFn: ({ signal }) => listLiens(uuid, signal) });

export const useLiens = (uuid: string) => useQuery(liensQueryOptions(uuid));

/** PUT .../liens: one answer for every lien; answers the liens and the new status. */
export const useSaveLienChoices = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LienChoices) => callContract(saveLienChoicesContract, { params: { uuid }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKeys.liens(uuid), answer.liens);
      queryClient.setQueryData(applicationKeys.status(uuid), answer.status);
      // The payoff preference of the selected offer may have changed (docs/product/widgets-and-calculations.md §9).
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};

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
