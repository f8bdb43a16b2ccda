import type { ReviewKey } from '@heloc/domain';
import { uploadReviewDocumentContract } from '@heloc/domain/contracts';
import { useCallback } from 'react';
import { fillPath } from '../../../lib/api-client';
import { type SendFile, useFileUploads } from '../../../shared/uploads/use-file-uploads';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

const uploadReviewDocument = (
  uuid: string,
  review: ReviewKey,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  return uploadDocument({
    path: fillPath(uploadReviewDocumentContract.path, { uuid, review }),
    file,
    onProgress,
    signal,
  });
};

/** Each chosen file goes up to the review at once, with its progress (the shared upload pattern). */
export function useReviewUploads(uuid: string, review: ReviewKey) {
  const send = useCallback<SendFile>(
    (file, onProgress, signal) => uploadReviewDocument(uuid, review, file, onProgress, signal),
    [uuid, review],
  );
  return useFileUploads(send, applicationKeys.review(uuid, review));
}
