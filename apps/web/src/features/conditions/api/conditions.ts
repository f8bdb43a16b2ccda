import {
  answerConditionIdentityContract,
  answerConditionPhoneNumberContract,
  type Condition,
  conditionSchema,
  deleteConditionDocumentContract,
  submitConditionContract,
  uploadConditionDocumentContract,
} from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
export {
  conditionsQueryOptions,
  openConditions,
  useConditions,
} from '../../../shared/open-conditions/api/get-conditions';
import type { IdentitySubmission } from '../../../shared/identity-check/api/verify-identity';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';
import { identityForm } from '../../../shared/identity-check/api/verify-identity';

/** Puts a condition's new answer in the list, and refetches the status (an accepted condition may move it on). */
const useConditionChange = <A>(uuid: string, call: (args: A) => Promise<Condition>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (condition) => {
      queryClient.setQueryData(applicationKeys.conditions(uuid), (list: Condition[] | undefined) =>
        list?.map((c) => (c.uuid === condition.uuid ? condition : c)),
      );
      await queryClient.invalidateQueries({ queryKey: applicationKeys.status(uuid) });
    },
  });
};

/** POST .../conditions/:c/documents (multipart): one file of the answer, reporting the share sent. */
export const uploadConditionDocument = (
  uuid: string,
  conditionUuid: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  return uploadDocument({
    path: fillPath(uploadConditionDocumentContract.path, { uuid, conditionUuid }),
    file,
    onProgress,
    signal,
  });
};

export const useDeleteConditionDocument = (uuid: string, conditionUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentUuid: string) =>
      callContract(deleteConditionDocumentContract, { params: { uuid, conditionUuid, documentUuid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.conditions(uuid) }),
  });
};

export const useSubmitCondition = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, () => callContract(submitConditionContract, { params: { uuid, conditionUuid } }));

export const useAnswerPhoneNumber = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, (phoneNumber: string) =>
    callContract(answerConditionPhoneNumberContract, { params: { uuid, conditionUuid }, body: { phoneNumber } }),
  );

export const useAnswerIdentity = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, ({ idType, front, back }: IdentitySubmission) => {
    return apiUpload({
      path: fillPath(answerConditionIdentityContract.path, { uuid, conditionUuid }),
      form: identityForm({ idType, front, back }),
      schema: conditionSchema,
    });
  });
