import { type ConfirmTotpBody, confirmTotpSetupContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** Confirms the app; the status is refreshed only once the applicant has seen the recovery codes (see the page). */
export const useConfirmTotpSetup = () =>
  useMutation({ mutationFn: (body: ConfirmTotpBody) => callContract(confirmTotpSetupContract, { body }) });
