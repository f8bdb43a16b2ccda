import type { NotaryAnswersBody, NotaryIdentityBody, NotarySession } from '@heloc/domain/contracts';
import {
  cancelNotaryReservationContract,
  cancelRescissionContract,
  getCompleteSummaryContract,
  getNotaryContract,
  listNotarySlotsContract,
  notaryAnswersContract,
  notaryIdentityContract,
  notarySealContract,
  reserveNotaryContract,
  startNotarySessionContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/*
 * Issue 13: the notary (notary/*), the right to cancel and the complete screen. Every participant calls them for
 * themselves; the signer area uses the same calls.
 */
export const notaryKeys = {
  overview: (uuid: string) => [...applicationKeys.all, uuid, 'notary'] as const,
  slots: (uuid: string) => [...applicationKeys.all, uuid, 'notary-slots'] as const,
  complete: (uuid: string) => [...applicationKeys.all, uuid, 'complete'] as const,
};

export const notaryOverviewQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: notaryKeys.overview(uuid),
    queryFn: ({ signal }) => callContract(getNotaryContract, { params: { uuid }, signal }),
  });

/** The notary overview; re-read every `refetchMs` while the closing waits on the engine (a review, a waiting period). */
export const useNotaryOverview = (uuid: string, refetchMs: number | false = false) =>
  useQuery({ ...notaryOverviewQueryOptions(uuid), refetchInterval: refetchMs });

export const useNotarySlots = (uuid: string) =>
  useQuery({
    queryKey: notaryKeys.slots(uuid),
    queryFn: ({ signal }) => callContract(listNotarySlotsContract, { params: { uuid }, signal }),
  });

/** The caller's remote session: started (or resumed) once, then moved on step by step. */
export const useStartNotarySession = (uuid: string) =>
  useMutation({ mutationFn: () => callContract(startNotarySessionContract, { params: { uuid } }) });

const useSessionStep = <B>(uuid: string, call: (body: B) => Promise<NotarySession>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (session) => {
      queryClient.setQueryData(applicationKeys.status(uuid), session.status);
      await queryClient.invalidateQueries({ queryKey: notaryKeys.overview(uuid) });
    },
  });
};

export const useNotaryIdentity = (uuid: string) =>
  useSessionStep(uuid, (body: NotaryIdentityBody) => callContract(notaryIdentityContract, { params: { uuid }, body }));

export const useNotaryAnswers = (uuid: string) =>
  useSessionStep(uuid, (body: NotaryAnswersBody) => callContract(notaryAnswersContract, { params: { uuid }, body }));

export const useNotarySeal = (uuid: string) =>
  useSessionStep(uuid, () => callContract(notarySealContract, { params: { uuid }, body: { deedSigned: true } }));

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
