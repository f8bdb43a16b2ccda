import {
  saveContactContract,
  saveHmdaContract,
  submitApplicationContract,
  type SaveContactBody,
  type SubmitApplicationBody,
} from '@heloc/domain/contracts';
import type { HmdaAnswers } from '@heloc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/*
 * The three "Provide More Info" steps: each answers the status to route on. A mutation reads the summary again (what
 * it changed), then stores that status. In that order: the status moves the applicant to the next screen, and a
 * screen left while its summary was being read cancelled that read, so the summary page showed the answers from
 * before the save ("Not answered yet") and never read them again. The save, and its busy button, end once the
 * summary is read.
 */

const useDetailsStep = <B>(
  uuid: string,
  send: (body: B) => ReturnType<typeof callContract<typeof saveContactContract>>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (status) => {
      // Also when no screen shows the summary now: the next one reads it from the cache.
      await queryClient.invalidateQueries({ queryKey: applicationKeys.summary(uuid), refetchType: 'all' });
      queryClient.setQueryData(applicationKeys.status(uuid), status);
    },
  });
};

/** PUT .../contact: email, phone, mailing address (null: the property) and marital status. */
export const useSaveContact = (uuid: string) =>
  useDetailsStep(uuid, (body: SaveContactBody) => callContract(saveContactContract, { params: { uuid }, body }));

/** PUT .../hmda: the Regulation C answers. */
export const useSaveHmda = (uuid: string) =>
  useDetailsStep(uuid, (body: HmdaAnswers) => callContract(saveHmdaContract, { params: { uuid }, body }));

/** POST .../submit: the E-SIGN consent, then the application is submitted. */
export const useSubmitApplication = (uuid: string) =>
  useDetailsStep(uuid, (body: SubmitApplicationBody) =>
    callContract(submitApplicationContract, { params: { uuid }, body }),
  );
