import type { IdType } from '@heloc/domain';
import {
  getIdentityCheckContract,
  verifyIdentityContract,
  verifyIdentityResponseSchema,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUpload, callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** How often the identity screen asks again while the provider is still checking the photos (ms). */
export const IDENTITY_CHECK_POLL_MS = 1500;

/** GET .../identity: the latest ID check (null before the first) and the status. */
export const getIdentityCheck = (uuid: string, signal?: AbortSignal) =>
  callContract(getIdentityCheckContract, { params: { uuid }, signal });

export const identityCheckQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.identity(uuid),
    queryFn: ({ signal }) => getIdentityCheck(uuid, signal),
    // Asked again while the provider checks; settled answers change only through this screen.
    refetchInterval: (query) =>
      query.state.data?.check && query.state.data.check.result === null ? IDENTITY_CHECK_POLL_MS : false,
  });

export const useIdentityCheck = (uuid: string) => useQuery(identityCheckQueryOptions(uuid));

export interface IdentitySubmission {
  idType: IdType;
  front: File;
  back?: File | null | undefined;
}

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
