import { consoleRevealContract, type REVEALABLE_FIELDS } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

/** docs/product/operations-console.md §6: one datum shown in full; the reveal joins the audit trail, read again. */
export const useRevealPersonalData = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (field: RevealableField) => staffCall(consoleRevealContract, { params: { uuid }, body: { field } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.file(uuid) }),
  });
};
