import type { HelocStatus, NotarySession } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * The calls of the remote notary session, for any participant of the application (the applicant's
 * notary/session and the signer area). Paths: GET/POST /service-application/api/v1/application/heloc/:uuid/notary...
 */
export const notaryKeys = {
  overview: (uuid: string) => ['notary', uuid, 'overview'] as const,
};

export const useSessionStep = <B>(
  uuid: string,
  call: (body: B) => Promise<NotarySession>,
  onStatus?: (s: HelocStatus) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (session) => {
      onStatus?.(session.status);
      await queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) });
    },
  });
};

/** Marks the notary overview out of date (the session closed): the next screen reads it again. */
export const useOverviewChanged = (uuid: string) => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) });
};
