import { getPropertyReviewContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../property/review: the address searched and, when several were found, the properties. */
export const usePropertyReview = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.propertyReview(uuid),
    queryFn: ({ signal }) => callContract(getPropertyReviewContract, { params: { uuid }, signal }),
    staleTime: 0,
  });
