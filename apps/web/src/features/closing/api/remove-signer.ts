import { removeSignerContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSignersMutation } from './use-signers-mutation';

export const useRemoveSigner = (uuid: string) =>
  useSignersMutation(uuid, (signerUuid: string) =>
    callContract(removeSignerContract, { params: { uuid, signerUuid } }),
  );
