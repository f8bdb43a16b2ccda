import { getValuationContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { valuationKeys } from './valuation-keys';

// ---------------------------------------------------------------- valuation

export const useValuation = (uuid: string) =>
  useQuery({
    queryKey: valuationKeys.valuation(uuid),
    queryFn: ({ signal }) => callContract(getValuationContract, { params: { uuid }, signal }),
  });
