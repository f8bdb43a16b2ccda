import { applicationDocumentSchema } from '@heloc/domain/contracts';
import { apiUpload } from '../../../lib/api-client';

export interface DocumentUpload {
  /** The contract's filled path. */
  path: string;
  file: File;
  /** Other multipart fields the contract names (e.g. the document type). */
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}

/** The one upload of a document (multipart POST, the file under `file`): answers the stored document. */
export const uploadDocument = ({ path, file, fields = {}, onProgress, signal }: DocumentUpload) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', file, file.name);
  return apiUpload({
    path,
    form,
    schema: applicationDocumentSchema,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
};
