import type { InviteSignerBody } from '@heloc/domain/contracts';
import { inviteSignerContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSignersMutation } from './use-signers-mutation';

export const useInviteSigner = (uuid: string) =>
  useSignersMutation(uuid, ({ signerUuid, ...body }: InviteSignerBody & { signerUuid: string }) =>
    callContract(inviteSignerContract, { params: { uuid, signerUuid }, body }),
  );
