import {
  answerConditionIdentityContract,
  answerConditionPhoneNumberContract,
  applicationDocumentSchema,
  type Condition,
  conditionSchema,
  deleteConditionDocumentContract,
  listExternalApplicantConditionsContract,
  submitConditionContract,
  uploadConditionDocumentContract,
} from '@heloc/domain/contracts';
import { CONDITIONS_POLL_INTERVAL_MS, visibleConditions } from '@heloc/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUpload, callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../api/application-keys';
import type { IdentitySubmission } from '../api/identity-verification';

/** GET conditions: the known categories only, oldest first (docs/product/application-area.md §4.1). */
export const conditionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.conditions(uuid),
    queryFn: async ({ signal }) =>
      visibleConditions(await callContract(listExternalApplicantConditionsContract, { params: { uuid }, signal })),
    // Every 60 s and on window focus (docs/product/application-area.md §9, §7).
    refetchInterval: CONDITIONS_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

export const useConditions = (uuid: string) => useQuery(conditionsQueryOptions(uuid));

/** The conditions still waiting for the applicant or the lender. */
export const openConditions = (conditions: readonly Condition[] | undefined) =>
  (conditions ?? []).filter((c) => c.state !== 'ACCEPTED');

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
  const form = new FormData();
  form.set('file', file, file.name);
  return apiUpload({
    path: fillPath(uploadConditionDocumentContract.path, { uuid, conditionUuid }),
    form,
    schema: applicationDocumentSchema,
    onProgress,
    ...(signal ? { signal } : {}),
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
    const form = new FormData();
    form.set('idType', idType);
    form.set('front', front, front.name);
    if (back) form.set('back', back, back.name);
    return apiUpload({
      path: fillPath(answerConditionIdentityContract.path, { uuid, conditionUuid }),
      form,
      schema: conditionSchema,
    });
  });
