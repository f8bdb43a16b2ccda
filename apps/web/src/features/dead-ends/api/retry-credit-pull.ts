import { retryCreditPullContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useRetry } from './use-retry';

/** POST .../credit/retry: "I've lifted it" re-runs the frozen or locked pull. */
export const useRetryCreditPull = (uuid: string) =>
  useRetry(uuid, (body: { requestKey: string }) => callContract(retryCreditPullContract, { params: { uuid }, body }));
