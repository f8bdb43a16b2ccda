import {
  type ClosingPackage,
  completeSigningContract,
  consentToSignContract,
  downloadApplicationDocumentContract,
  getClosingPackageContract,
  markClosingDocumentReadContract,
  type SignatureInput,
  signClosingDocumentContract,
  type SigningConsentBody,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, callContract, fillPath } from '../../../lib/api-client';

/*
 * The closing package calls (packages/domain/src/contracts/closing.ts), shared by the applicant's signing
 * screens and the signer area: every call is for the signed-in participant himself.
 */

export const closingKeys = {
  package: (uuid: string) => ['closing', uuid, 'package'] as const,
  document: (uuid: string, documentUuid: string) => ['closing', uuid, 'document', documentUuid] as const,
};

export const closingPackageQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: closingKeys.package(uuid),
    queryFn: ({ signal }) => callContract(getClosingPackageContract, { params: { uuid }, signal }),
  });

export const useClosingPackage = (uuid: string) => useQuery(closingPackageQueryOptions(uuid));

/** A stored PDF as a Blob (the call needs the token). */
export const getClosingDocument = (uuid: string, documentUuid: string, signal?: AbortSignal) =>
  apiBlob(fillPath(downloadApplicationDocumentContract.path, { uuid, documentUuid }), signal);

export const useClosingDocumentBlob = (uuid: string, documentUuid: string | null) =>
  useQuery({
    queryKey: closingKeys.document(uuid, documentUuid ?? ''),
    queryFn: ({ signal }) => getClosingDocument(uuid, documentUuid ?? '', signal),
    enabled: documentUuid !== null,
    staleTime: Infinity,
  });

const useUpdatesPackage = <V>(uuid: string, call: (variables: V) => Promise<ClosingPackage>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (pkg) => queryClient.setQueryData(closingKeys.package(uuid), pkg),
  });
};

export const useConsentToSign = (uuid: string) =>
  useUpdatesPackage(uuid, (body: SigningConsentBody) =>
    callContract(consentToSignContract, { params: { uuid }, body }),
  );

export const useMarkRead = (uuid: string) =>
  useUpdatesPackage(uuid, (documentId: string) =>
    callContract(markClosingDocumentReadContract, { params: { uuid, documentId }, body: {} }),
  );

export const useSignPlace = (uuid: string) =>
  useUpdatesPackage(
    uuid,
    (input: { documentId: string; place: string; documentSha256: string; signature: SignatureInput }) =>
      callContract(signClosingDocumentContract, {
        params: { uuid, documentId: input.documentId },
        body: { place: input.place, documentSha256: input.documentSha256, signature: input.signature },
      }),
  );

export const useCompleteSigning = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(completeSigningContract, { params: { uuid }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closingKeys.package(uuid) }),
  });
};
