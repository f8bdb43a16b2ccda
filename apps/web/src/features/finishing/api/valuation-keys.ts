import { type Valuation } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/* The valuation of a home without an AVM (bpo/*, hold). */
export const valuationKeys = {
  valuation: (uuid: string) => [...applicationKeys.all, uuid, 'valuation'] as const,
};

export const useValuationChange = <A>(uuid: string, call: (args: A) => Promise<Valuation>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationKeys.valuation(uuid), valuation);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.status(uuid) });
    },
  });
};
