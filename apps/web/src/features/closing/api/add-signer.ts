import type { AddSignerBody } from '@heloc/domain/contracts';
import { addSignerContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSignersMutation } from './use-signers-mutation';

export const useAddSigner = (uuid: string) =>
  useSignersMutation(uuid, (body: AddSignerBody) => callContract(addSignerContract, { params: { uuid }, body }));
