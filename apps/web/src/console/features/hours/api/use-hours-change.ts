import type { ConsoleHours } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';

/** A change to an organisation's hours or holidays: every such call answers the hours as they now are. */
export const useHoursChange = <A>(call: (args: A) => Promise<ConsoleHours>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (hours) => queryClient.setQueryData(consoleKeys.hours(hours.orgCode), hours),
  });
};
