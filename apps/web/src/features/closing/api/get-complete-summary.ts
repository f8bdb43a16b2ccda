import { getCompleteSummaryContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys } from './notary-keys';

/** The complete screen's figures; re-read every few seconds while the closing is still moving. */
export const useCompleteSummary = (uuid: string, refetchMs: number | false) =>
  useQuery({
    queryKey: notaryKeys.complete(uuid),
    queryFn: ({ signal }) => callContract(getCompleteSummaryContract, { params: { uuid }, signal }),
    refetchInterval: refetchMs,
  });
