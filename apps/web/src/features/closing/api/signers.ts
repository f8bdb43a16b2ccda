import type { AddSignerBody, CoDeedStatus, InviteSignerBody } from '@heloc/domain/contracts';
import {
  addSignerContract,
  getCoDeedStatusContract,
  inviteSignerContract,
  removeSignerContract,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

const signersKey = (uuid: string) => ['application', uuid, 'signers'] as const;

/** How often signing/additional re-reads who has signed (ours). */
export const SIGNERS_REFRESH_MS = 10_000;

/** docs/product/widgets-and-calculations.md §7 co-deed status for this application: who must sign and who has. */
export const useCoDeedStatus = (uuid: string) =>
  useQuery({
    queryKey: signersKey(uuid),
    queryFn: ({ signal }) => callContract(getCoDeedStatusContract, { query: { applicationUuid: uuid }, signal }),
    refetchInterval: SIGNERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

const useSignersMutation = <T>(uuid: string, call: (input: T) => Promise<CoDeedStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(signersKey(uuid), answer),
  });
};

export const useAddSigner = (uuid: string) =>
  useSignersMutation(uuid, (body: AddSignerBody) => callContract(addSignerContract, { params: { uuid }, body }));

export const useInviteSigner = (uuid: string) =>
  useSignersMutation(uuid, ({ signerUuid, ...body }: InviteSignerBody & { signerUuid: string }) =>
    callContract(inviteSignerContract, { params: { uuid, signerUuid }, body }),
  );

export const useRemoveSigner = (uuid: string) =>
  useSignersMutation(uuid, (signerUuid: string) =>
    callContract(removeSignerContract, { params: { uuid, signerUuid } }),
  );
