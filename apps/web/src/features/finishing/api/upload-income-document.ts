import { uploadIncomeDocumentContract } from '@heloc/domain/contracts';
import type { IncomeDocumentType } from '@heloc/domain';
import { fillPath } from '../../../lib/api-client';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

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
