import type { EstimatedValue, PropertyConditionAnswers } from '@heloc/domain';
import {
  answerPropertyConditionContract,
  estimateValueContract,
  getValuationContract,
  orderValuationContract,
  type Valuation,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/* The valuation of a home without an AVM (bpo/*, hold). */
export const valuationKeys = {
  valuation: (uuid: string) => [...applicationKeys.all, uuid, 'valuation'] as const,
};

// ---------------------------------------------------------------- valuation

export const useValuation = (uuid: string) =>
  useQuery({
    queryKey: valuationKeys.valuation(uuid),
    queryFn: ({ signal }) => callContract(getValuationContract, { params: { uuid }, signal }),
  });

const useValuationChange = <A>(uuid: string, call: (args: A) => Promise<Valuation>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationKeys.valuation(uuid), valuation);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.status(uuid) });
    },
  });
};

/** POST .../valuation/estimate (bpo/estimate-value). */
export const useEstimateValue = (uuid: string) =>
  useValuationChange(uuid, (body: EstimatedValue) => callContract(estimateValueContract, { params: { uuid }, body }));

/** POST .../valuation/condition (bpo/condition, Texas). */
export const useAnswerPropertyCondition = (uuid: string) =>
  useValuationChange(uuid, (body: PropertyConditionAnswers) =>
    callContract(answerPropertyConditionContract, { params: { uuid }, body }),
  );

/** POST .../valuation/order (bpo/order-bpo): answers the status (NAV_BPO_PROCESSING). */
export const useOrderValuation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(orderValuationContract, { params: { uuid }, body: { authorize: true } }),
    onSuccess: (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      // The order's time, expected date and fee are on the valuation now.
      void queryClient.invalidateQueries({ queryKey: valuationKeys.valuation(uuid) });
    },
  });
};
