import type { LienChoices } from '@heloc/domain';
import { saveLienChoicesContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** PUT .../liens: one answer for every lien; answers the liens and the new status. */
export const useSaveLienChoices = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LienChoices) => callContract(saveLienChoicesContract, { params: { uuid }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKeys.liens(uuid), answer.liens);
      queryClient.setQueryData(applicationKeys.status(uuid), answer.status);
      // The payoff preference of the selected offer may have changed (docs/product/widgets-and-calculations.md §9).
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};
