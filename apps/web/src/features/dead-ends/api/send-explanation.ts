import type { ReviewKey } from '@heloc/domain';
import { sendReviewExplanationContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** POST .../reviews/:review/explanation. */
export const useSendExplanation = (uuid: string, review: ReviewKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (explanation: string) =>
      callContract(sendReviewExplanationContract, { params: { uuid, review }, body: { explanation } }),
    onSuccess: (state) => queryClient.setQueryData(applicationKeys.review(uuid, review), state),
  });
};
