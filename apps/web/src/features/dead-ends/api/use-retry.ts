import type { HelocStatus } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/**
 * A retry of credit/social, credit/error or review-app/property. Each carries a request key: a double click or a
 * resent request does not pull twice (the server answers the status).
 */
export const useRetry = <B>(uuid: string, send: (body: B) => Promise<{ status: HelocStatus }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKeys.status(uuid), answer.status);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.creditBlock(uuid) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.propertyReview(uuid) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};
