import type { Address } from '@heloc/domain/contracts';
import { correctPropertyAddressContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useRetry } from './use-retry';

/** PUT .../property/address: the corrected property address re-runs the lookup. */
export const useCorrectPropertyAddress = (uuid: string) =>
  useRetry(uuid, (body: { address: Address; requestKey: string }) =>
    callContract(correctPropertyAddressContract, { params: { uuid }, body }),
  );
