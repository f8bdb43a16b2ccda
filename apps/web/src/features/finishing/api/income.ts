import {
  deleteIncomeDocumentContract,
  getIncomeOptionsContract,
  linkIncomeContract,
  listApplicationDocumentsContract,
  requestEmployerVerificationContract,
  submitIncomeDocumentsContract,
  uploadIncomeDocumentContract,
  type LinkIncomeBody,
} from '@heloc/domain/contracts';
import type { EmployerVerification, IncomeDocumentType } from '@heloc/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/** GET .../income/options: the ways to verify, documents asked for, institutions, the latest attempt. */
export const incomeOptionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.incomeOptions(uuid),
    queryFn: ({ signal }) => callContract(getIncomeOptionsContract, { params: { uuid }, signal }),
  });
export const useIncomeOptions = (uuid: string) => useQuery(incomeOptionsQueryOptions(uuid));

/** GET .../documents: the application's stored documents (metadata), newest first. */
export const useApplicationDocuments = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.documents(uuid),
    queryFn: ({ signal }) => callContract(listApplicationDocumentsContract, { params: { uuid }, signal }),
  });

/** A call that may move the status: its answer is the new status; the income options change with it. */
const useStatusChanging = <A, R>(uuid: string, call: (args: A) => Promise<R>, statusOf: (result: R) => unknown) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(applicationKeys.status(uuid), statusOf(result));
      void queryClient.invalidateQueries({ queryKey: applicationKeys.incomeOptions(uuid) });
    },
  });
};

/** POST .../income/link: link a payroll or bank account (institution and credentials, passed on only). */
export const useLinkIncome = (uuid: string) =>
  useStatusChanging(
    uuid,
    (body: LinkIncomeBody) => callContract(linkIncomeContract, { params: { uuid }, body }),
    (result) => result.status,
  );

/** POST .../income/documents/submit: every asked-for document is in; the reviewer reads them. */
export const useSubmitIncomeDocuments = (uuid: string) =>
  useStatusChanging(
    uuid,
    () => callContract(submitIncomeDocumentsContract, { params: { uuid } }),
    (status) => status,
  );

/** POST .../income/employer: the employer contact who confirms the income. */
export const useRequestEmployerVerification = (uuid: string) =>
  useStatusChanging(
    uuid,
    (body: EmployerVerification) => callContract(requestEmployerVerificationContract, { params: { uuid }, body }),
    (status) => status,
  );

/** POST .../income/documents (multipart): one income document, reporting the share sent. */
export const uploadIncomeDocument = (
  uuid: string,
  documentType: IncomeDocumentType,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  return uploadDocument({
    path: fillPath(uploadIncomeDocumentContract.path, { uuid }),
    file,
    fields: { documentType },
    onProgress,
    signal,
  });
};

/** DELETE .../income/documents/:documentUuid: remove a document before submitting. */
export const useDeleteIncomeDocument = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentUuid: string) =>
      callContract(deleteIncomeDocumentContract, { params: { uuid, documentUuid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.documents(uuid) }),
  });
};
