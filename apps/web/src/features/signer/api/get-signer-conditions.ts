import { CONDITIONS_POLL_INTERVAL_MS, visibleConditions } from '@heloc/domain';
import { listExternalApplicantConditionsContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { signerKeys } from './signer-keys';

/** docs/product/application-area.md §4.1: a signer sees conditions for external applicants through the same list. */
export const useSignerConditions = (uuid: string | undefined) =>
  useQuery({
    queryKey: signerKeys.conditions(uuid ?? ''),
    queryFn: async ({ signal }) =>
      visibleConditions(
        await callContract(listExternalApplicantConditionsContract, { params: { uuid: uuid ?? '' }, signal }),
      ),
    enabled: uuid !== undefined,
    refetchInterval: CONDITIONS_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
