import { CONDITIONS_POLL_INTERVAL_MS, visibleConditions } from '@heloc/domain';
import {
  type AcceptSignerInvitationBody,
  acceptSignerInvitationContract,
  answerConditionIdentityContract,
  claimSignerInvitationContract,
  type Condition,
  conditionSchema,
  getCoDeedStatusContract,
  getHelocStatusContract,
  listExternalApplicantConditionsContract,
  readSignerInvitationContract,
  submitConditionContract,
  uploadConditionDocumentContract,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUpload, callContract, fillPath } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { sessionKeys, useIsAuthenticated } from '../../../lib/session';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';
import { identityForm } from '../../../shared/identity-check/api/verify-identity';

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

/** docs/product/widgets-and-calculations.md §6, §7: the signed-in signer's application; the client does not retry a 400 (no application). */
export const useSignerApplication = () => {
  const isAuthenticated = useIsAuthenticated();
  return useQuery({
    queryKey: signerKeys.coDeed(),
    queryFn: ({ signal }) => callContract(getCoDeedStatusContract, { signal }),
    enabled: isAuthenticated,
    retry: false,
    refetchOnWindowFocus: true,
  });
};

/** The application's status (a signer is a participant: the same status call as the applicant's). */
export const useSignerApplicationStatus = (uuid: string | undefined) =>
  useQuery({
    queryKey: signerKeys.status(uuid ?? ''),
    queryFn: ({ signal }) => callContract(getHelocStatusContract, { params: { uuid: uuid ?? '' }, signal }),
    enabled: uuid !== undefined,
  });

export const useInvitation = (token: string | null) =>
  useQuery({
    queryKey: [...signerKeys.all, 'invitation', token],
    queryFn: ({ signal }) => callContract(readSignerInvitationContract, { body: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });

export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptSignerInvitationBody) => callContract(acceptSignerInvitationContract, { body }),
    onSuccess: (answer) => {
      setToken(answer.jwt);
      // A new session: nothing cached for the visitor before applies (the invitation itself is now used).
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      queryClient.removeQueries({ queryKey: signerKeys.coDeed() });
    },
  });
};

export const useClaimInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callContract(claimSignerInvitationContract, { body: { token } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: signerKeys.coDeed() }),
  });
};

/** docs/product/application-area.md §4.1: a signer sees conditions for external applicants through the same list. */
export const useSignerConditions = (uuid: string | undefined) =>
  useQuery({
    queryKey: signerKeys.conditions(uuid ?? ''),
    queryFn: async ({ signal }) =>
      visibleConditions(
        await callContract(listExternalApplicantConditionsContract, { params: { uuid: uuid ?? '' }, signal }),
      ),
    enabled: uuid !== undefined,
    refetchInterval: CONDITIONS_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

const useConditionAnswer = <A>(uuid: string, call: (args: A) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signerKeys.conditions(uuid) }),
  });
};

/** conditions/upload-document: the files, one call each, then submit for review. */
export const useAnswerWithDocuments = (uuid: string, conditionUuid: string) =>
  useConditionAnswer(uuid, async (files: File[]) => {
    for (const file of files) {
      await uploadDocument({ path: fillPath(uploadConditionDocumentContract.path, { uuid, conditionUuid }), file });
    }
    return callContract(submitConditionContract, { params: { uuid, conditionUuid } });
  });

/** conditions/identity: a new photo of the ID (front, and back where asked). */
export const useAnswerWithId = (uuid: string, conditionUuid: string) =>
  useConditionAnswer(
    uuid,
    async ({ idType, front, back }: { idType: string; front: File; back?: File | undefined }) => {
      return apiUpload({
        path: fillPath(answerConditionIdentityContract.path, { uuid, conditionUuid }),
        form: identityForm({ idType, front, back }),
        schema: conditionSchema,
      });
    },
  );

export type { Condition };
