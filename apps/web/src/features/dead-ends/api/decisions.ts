import type { ReviewKey } from '@heloc/domain';
import {
  getAdverseActionNoticeContract,
  getReviewContract,
  sendReviewExplanationContract,
  uploadReviewDocumentContract,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callContract, fillPath } from '../../../lib/api-client';
import { type SendFile, useFileUploads } from '../../../shared/uploads/use-file-uploads';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/* The adverse action notice (error/*), the manual reviews (review-app/*) and insurance proof (insurance/*). */

/** GET .../adverse-action: the notice of the latest decline (404 when the application was not declined). */
export const useAdverseActionNotice = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.adverseAction(uuid),
    queryFn: ({ signal }) => callContract(getAdverseActionNoticeContract, { params: { uuid }, signal }),
    retry: false,
  });

/** GET .../reviews/:review: what was sent and when the decision is expected. */
export const useReview = (uuid: string, review: ReviewKey) =>
  useQuery({
    queryKey: applicationKeys.review(uuid, review),
    queryFn: ({ signal }) => callContract(getReviewContract, { params: { uuid, review }, signal }),
    staleTime: 0,
  });

/** POST .../reviews/:review/explanation. */
export const useSendExplanation = (uuid: string, review: ReviewKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (explanation: string) =>
      callContract(sendReviewExplanationContract, { params: { uuid, review }, body: { explanation } }),
    onSuccess: (state) => queryClient.setQueryData(applicationKeys.review(uuid, review), state),
  });
};

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
