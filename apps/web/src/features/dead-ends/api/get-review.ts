import type { ReviewKey } from '@heloc/domain';
import { getReviewContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../reviews/:review: what was sent and when the decision is expected. */
export const useReview = (uuid: string, review: ReviewKey) =>
  useQuery({
    queryKey: applicationKeys.review(uuid, review),
    queryFn: ({ signal }) => callContract(getReviewContract, { params: { uuid, review }, signal }),
    staleTime: 0,
  });
