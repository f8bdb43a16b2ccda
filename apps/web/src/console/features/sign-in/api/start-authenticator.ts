import { startStaffAuthenticatorContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

/** A new authenticator secret (first sign-in); asked once per visit of the set-up screen. */
export const useStartAuthenticator = () =>
  useMutation({ mutationFn: () => staffCall(startStaffAuthenticatorContract) });
