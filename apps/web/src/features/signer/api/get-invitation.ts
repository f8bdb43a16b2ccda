import { readSignerInvitationContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { signerKeys } from './signer-keys';

export const useInvitation = (token: string | null) =>
  useQuery({
    queryKey: [...signerKeys.all, 'invitation', token],
    queryFn: ({ signal }) => callContract(readSignerInvitationContract, { body: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
