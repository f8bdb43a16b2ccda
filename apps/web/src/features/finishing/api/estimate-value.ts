import type { EstimatedValue } from '@heloc/domain';
import { estimateValueContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useValuationChange } from './valuation-keys';

/** POST .../valuation/estimate (bpo/estimate-value). */
export const useEstimateValue = (uuid: string) =>
  useValuationChange(uuid, (body: EstimatedValue) => callContract(estimateValueContract, { params: { uuid }, body }));
