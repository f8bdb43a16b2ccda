import type { IdType } from '@heloc/domain';
import { verifyIdentityContract, verifyIdentityResponseSchema } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** The multipart form of an ID check (the applicant's, a condition's, a signer's): type, front, and back when asked. */
export const identityForm = ({
  idType,
  front,
  back,
}: {
  idType: string;
  front: File;
  back?: File | null | undefined;
}) => {
  const form = new FormData();
  form.set('idType', idType);
  form.set('front', front, front.name);
  if (back) form.set('back', back, back.name);
  return form;
};

/** POST .../identity (multipart): the ID type and the photos of its front and, when asked, its back. */
export const verifyIdentity = (uuid: string, submission: IdentitySubmission) =>
  apiUpload({
    path: fillPath(verifyIdentityContract.path, { uuid }),
    form: identityForm(submission),
    schema: verifyIdentityResponseSchema,
  });

export interface IdentitySubmission {
  idType: IdType;
  front: File;
  back?: File | null | undefined;
}

export const useVerifyIdentity = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: IdentitySubmission) => verifyIdentity(uuid, submission),
    onSuccess: async (answer) => {
      queryClient.setQueryData(applicationKeys.status(uuid), answer.status);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.identity(uuid) });
    },
  });
};
