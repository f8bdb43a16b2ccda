import { submitSsnContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useRetry } from './use-retry';

/** POST .../credit/ssn: the full SSN re-runs the pull that found no file. */
export const useSubmitSsn = (uuid: string) =>
  useRetry(uuid, (body: { ssn: string; requestKey: string }) =>
    callContract(submitSsnContract, { params: { uuid }, body }),
  );
