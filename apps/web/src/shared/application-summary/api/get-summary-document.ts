import { useEffect, useState } from 'react';
import { useStoredDocument } from '../../stored-documents/api/get-stored-document';

/**
 * An object URL of a stored document for a link to open (the call needs the token, so a plain href cannot reach
 * it); revoked when the page leaves. Undefined while loading or without a document.
 */
export const useDocumentUrl = (uuid: string, documentUuid: string | null) => {
  const { data: blob, error } = useStoredDocument(uuid, documentUuid);
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
