import { requestLineDrawContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { fundedLineKeys } from './get-funded-line';

/**
 * POST .../{uuid}/line/draws: another draw. The request id is the caller's (one per draw asked for): sending it again
 * answers the same draw, so a double click or a retry never makes two.
 */
export const useRequestDraw = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { requestId: string; amount: number }) =>
      callContract(requestLineDrawContract, { params: { uuid }, body }),
    onSuccess: ({ line }) => queryClient.setQueryData(fundedLineKeys.line(uuid), line),
  });
};
