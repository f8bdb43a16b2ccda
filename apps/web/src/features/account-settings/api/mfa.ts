import {
  type ConfirmTotpBody,
  type DisableMfaBody,
  confirmTotpSetupContract,
  disableMfaContract,
  getMfaStatusContract,
  startTotpSetupContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** Two-step verification calls of the account settings. */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  mfa: () => [...accountSettingsKeys.all, 'mfa'] as const,
};

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.mfa(),
    queryFn: ({ signal }) => callContract(getMfaStatusContract, { signal }),
  });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());

export const useStartTotpSetup = () => useMutation({ mutationFn: () => callContract(startTotpSetupContract) });

/** Confirms the app; the status is refreshed only once the applicant has seen the recovery codes (see the page). */
export const useConfirmTotpSetup = () =>
  useMutation({ mutationFn: (body: ConfirmTotpBody) => callContract(confirmTotpSetupContract, { body }) });

export const useDisableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableMfaBody) => callContract(disableMfaContract, { body }),
    onSuccess: (status) => queryClient.setQueryData(accountSettingsKeys.mfa(), status),
  });
};
