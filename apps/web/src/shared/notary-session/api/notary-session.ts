import type { HelocStatus, NotaryAnswersBody, NotaryIdentityBody, NotarySession } from '@heloc/domain/contracts';
import {
  getNotaryContract,
  notaryAnswersContract,
  notaryIdentityContract,
  notarySealContract,
  startNotarySessionContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/*
 * The calls of the remote notary session, for any participant of the application (the applicant's
 * notary/session and the signer area). Paths: GET/POST /service-application/api/v1/application/heloc/:uuid/notary...
 */
export const notaryKeys = {
  overview: (uuid: string) => ['notary', uuid, 'overview'] as const,
};

export const notaryOverviewQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: notaryKeys.overview(uuid),
    queryFn: ({ signal }) => callContract(getNotaryContract, { params: { uuid }, signal }),
  });

/** The notary overview; re-read every `refetchMs` while the closing waits on the engine (a review, a waiting period). */
export const useNotaryOverview = (uuid: string, refetchMs: number | false = false) =>
  useQuery({ ...notaryOverviewQueryOptions(uuid), refetchInterval: refetchMs });

/** The caller's remote session: started (or resumed) once, then moved on step by step. */
export const useStartNotarySession = (uuid: string) =>
  useMutation({ mutationFn: () => callContract(startNotarySessionContract, { params: { uuid } }) });

const useSessionStep = <B>(
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

export const useNotaryIdentity = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    (body: NotaryIdentityBody) => callContract(notaryIdentityContract, { params: { uuid }, body }),
    onStatus,
  );

export const useNotaryAnswers = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    (body: NotaryAnswersBody) => callContract(notaryAnswersContract, { params: { uuid }, body }),
    onStatus,
  );

export const useNotarySeal = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    () => callContract(notarySealContract, { params: { uuid }, body: { deedSigned: true } }),
    onStatus,
  );
