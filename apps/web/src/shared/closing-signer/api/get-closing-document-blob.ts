import { downloadApplicationDocumentContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiBlob, fillPath } from '../../../lib/api-client';
import { closingKeys } from './closing-keys';

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
