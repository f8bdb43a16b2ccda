import { downloadApplicationDocumentContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/** GET .../documents/:documentUuid: the stored file, fetched with the Bearer token as a Blob. */
export const documentQueryOptions = (uuid: string, documentUuid: string) =>
  queryOptions({
    queryKey: applicationKeys.document(uuid, documentUuid),
    queryFn: ({ signal }) =>
      apiBlob(fillPath(downloadApplicationDocumentContract.path, { uuid, documentUuid }), signal),
    // A stored document never changes.
    staleTime: Infinity,
  });

/**
 * An object URL of a stored document for a link to open (the call needs the token, so a plain href cannot reach
 * it); revoked when the page leaves. Undefined while loading or without a document.
 */
export const useDocumentUrl = (uuid: string, documentUuid: string | null) => {
  const { data: blob, error } = useQuery({
    ...documentQueryOptions(uuid, documentUuid ?? ''),
    enabled: documentUuid !== null,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  return { url, error };
};
