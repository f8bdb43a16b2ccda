import { choosePropertyContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useRetry } from './use-retry';

/** POST .../property/choice: the property picked among those found. */
export const useChooseProperty = (uuid: string) =>
  useRetry(uuid, (body: { apn: string; requestKey: string }) =>
    callContract(choosePropertyContract, { params: { uuid }, body }),
  );
