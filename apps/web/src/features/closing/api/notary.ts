import {
  cancelNotaryReservationContract,
  cancelRescissionContract,
  getCompleteSummaryContract,
  listNotarySlotsContract,
  reserveNotaryContract,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys as sessionKeys } from '../../../shared/notary-session/api/notary-session';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/*
 * The notary (notary/*), the right to cancel and the complete screen. Every participant calls them for
 * themselves; the signer area uses the same calls.
 */
export { useNotaryOverview } from '../../../shared/notary-session/api/notary-session';

export const notaryKeys = {
  overview: sessionKeys.overview,
  slots: (uuid: string) => [...applicationKeys.all, uuid, 'notary-slots'] as const,
  complete: (uuid: string) => [...applicationKeys.all, uuid, 'complete'] as const,
};

export const useNotarySlots = (uuid: string) =>
  useQuery({
    queryKey: notaryKeys.slots(uuid),
    queryFn: ({ signal }) => callContract(listNotarySlotsContract, { params: { uuid }, signal }),
  });

export const useReserveNotary = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => callContract(reserveNotaryContract, { params: { uuid }, body: { slotId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) }),
  });
};

export const useCancelNotaryReservation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(cancelNotaryReservationContract, { params: { uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) }),
  });
};

/** The complete screen's figures; re-read every few seconds while the closing is still moving. */
export const useCompleteSummary = (uuid: string, refetchMs: number | false) =>
  useQuery({
    queryKey: notaryKeys.complete(uuid),
    queryFn: ({ signal }) => callContract(getCompleteSummaryContract, { params: { uuid }, signal }),
    refetchInterval: refetchMs,
  });

export const useCancelRescission = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(cancelRescissionContract, { params: { uuid } }),
    onSuccess: async (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      await queryClient.invalidateQueries({ queryKey: notaryKeys.complete(uuid) });
    },
  });
};
