import { downloadApplicationDocumentContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/*
 * A stored document of the application as bytes (GET .../documents/:documentUuid): the summary and notices the
 * applicant opens, the closing package's documents the applicant and a signer read and sign. The call needs the
 * token, so a plain link cannot reach it; one cache entry per document, whoever shows it.
 */

export const getStoredDocument = (uuid: string, documentUuid: string, signal?: AbortSignal): Promise<Blob> =>
  apiBlob(fillPath(downloadApplicationDocumentContract.path, { uuid, documentUuid }), signal);

export const storedDocumentQuery = (uuid: string, documentUuid: string) =>
  queryOptions({
    queryKey: applicationKeys.document(uuid, documentUuid),
    queryFn: ({ signal }) => getStoredDocument(uuid, documentUuid, signal),
    // A stored document never changes.
    staleTime: Infinity,
  });

/** The document's bytes, read once `documentUuid` is known. */
export const useStoredDocument = (uuid: string, documentUuid: string | null) =>
  useQuery({ ...storedDocumentQuery(uuid, documentUuid ?? ''), enabled: documentUuid !== null });
