import type { HelocStatus } from '@heloc/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { incomeOptionsQueryOptions } from '../api/get-income-options';
import { applicationPath } from '../../../shared/application-status/destination';
import type { useStatusCheck } from '../../../shared/application-status/use-status-check';

/**
 * Where an income action (link, submit) leads once the server answered: a new status routes at once (identity,
 * revised offers, a decline); a verification still with the engine is waited for with the status check; a decided
 * one that kept the status (the lender asked for more) shows income/review, which says what was asked.
 */
export function useAfterIncomeStep(uuid: string, check: ReturnType<typeof useStatusCheck>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { check: run } = check;
  return useCallback(
    async (status: HelocStatus) => {
      if (status.checklistStatus !== 'INCOME_VERIFICATION') return run();
      const options = await queryClient.fetchQuery({ ...incomeOptionsQueryOptions(uuid), staleTime: 0 });
      if (options.latest?.status === 'PENDING') return run({ previousStatus: 'INCOME_VERIFICATION' });
      await navigate(applicationPath(uuid, 'income/review'));
    },
    [navigate, queryClient, run, uuid],
  );
}
