import { uploadConditionDocumentContract } from '@heloc/domain/contracts';
import { fillPath } from '../../../lib/api-client';
import { uploadDocument } from '../../uploads/api/upload-document';

/** POST .../conditions/:c/documents (multipart): one file of the answer, reporting the share sent. */
export const uploadConditionDocument = (
  uuid: string,
  conditionUuid: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  return uploadDocument({
    path: fillPath(uploadConditionDocumentContract.path, { uuid, conditionUuid }),
    file,
    ...(onProgress ? { onProgress } : {}),
    signal,
  });
};
