import { productTypeOf, type Message } from '@heloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { hasToken } from '../../../lib/auth-token';
import { useOrg } from '../../../lib/org-context';
import { BASE_PATH, DASHBOARD_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { identityQueryOptions, profileQueryOptions, sessionKeys } from '../../../lib/session';
import { holdShellReads } from '../../../lib/shell-reads-hold';
import { useFlags } from '../../../lib/use-flags';
import { createHelocTracking } from '../../../lib/visit-tracking';
import { applicationStatusQueryOptions } from '../../../shared/application-status/api/get-status';
import { consentPromptQueryOptions } from '../api/get-consent-prompt';
import { consentTypesQueryOptions } from '../api/get-consent-types';
import { useRegistrationDraft } from '../draft/draft-context';
import type { RegistrationDraft } from '../draft/registration-draft';
import { submitRegistration, type SubmitOutcome } from './submit-registration';

export interface RegistrationSubmitState {
  isSubmitting: boolean;
  /** Shown inline under the last step (docs/product/registration-and-routing.md §8: the state-not-offered message, or a failed call). */
  error: string | Message | undefined;
  /** Outcomes that open a modal. */
  modal: Extract<SubmitOutcome, { kind: 'account-exists' | 'active-application' }> | undefined;
}

/**
 * Runs the registration submit once at a time (a double click starts one run; the idempotency key covers retries)
 * and acts on its outcome (docs/product/registration-and-routing.md §4, §8).
 */
export function useRegistrationSubmit() {
  const org = useOrg();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { passwordRef, resetDraft } = useRegistrationDraft();
  const inFlight = useRef(false);
  const [state, setState] = useState<RegistrationSubmitState>({
    isSubmitting: false,
    error: undefined,
    modal: undefined,
  });
  const productType = productTypeOf(org);
  const flags = useFlags();

  const go = (path: string) => void navigate(redirectTarget(path, search));

  const submit = async (draft: RegistrationDraft) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ isSubmitting: true, error: undefined, modal: undefined });
    // The shell's reads wait until the visitor's next screen is known (lib/shell-reads-hold.ts): released below once
    // the new application's status is in, or at once on any other outcome.
    const releaseShellReads = holdShellReads();
    let routingStatus: Promise<void> | undefined;
    let outcome: SubmitOutcome;
    try {
      outcome = await submitRegistration({
        draft,
        password: passwordRef.current,
        orgCode: org.orgCode,
        productType,
        isSignedIn: hasToken(),
        hasProfilePhone: Boolean(queryClient.getQueryData(profileQueryOptions().queryKey)?.phoneNumbers.length),
        identityUuid: queryClient.getQueryData(identityQueryOptions().queryKey)?.uuid,
        smsPrompts: {
          SMS: queryClient.getQueryData(consentPromptQueryOptions('SMS').queryKey),
          SMS_TRANSACTIONAL: queryClient.getQueryData(consentPromptQueryOptions('SMS_TRANSACTIONAL').queryKey),
        },
        loadConsentTypes: () => queryClient.fetchQuery(consentTypesQueryOptions()),
        loadIdentity: () => queryClient.fetchQuery(identityQueryOptions()),
        tracking: createHelocTracking(flags),
        // The application's screen routes on its status (docs/product/registration-and-routing.md §4): asked for as
        // soon as the application exists, while the SMS answers are saved and the screen's code loads, rather than
        // once the screen is open.
        onCreated: (uuid) => {
          routingStatus = queryClient.prefetchQuery(applicationStatusQueryOptions(uuid));
        },
      });
    } catch (error) {
      releaseShellReads();
      outcome = { kind: 'failed', message: errorMessageOf(error) };
      // A call before the application failed: stay and let the user try again.
      setState({ isSubmitting: false, error: outcome.message, modal: undefined });
      inFlight.current = false;
      return;
    }
    inFlight.current = false;
    if (outcome.kind === 'created' && routingStatus) void routingStatus.finally(releaseShellReads);
    else releaseShellReads();
    switch (outcome.kind) {
      case 'created':
        resetDraft();
        // The session's identity and profile are read again once the hold ends; the application's screen does not
        // wait for them (time to offers).
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        go(`${BASE_PATH}/${outcome.uuid}`);
        return;
      case 'waitlisted':
        resetDraft();
        // The waitlist check stored the visitor's details; the page says so (?waitlisted=1).
        go(`${BASE_PATH}/coming-soon?waitlisted=1`);
        return;
      case 'failed':
        // docs/product/registration-and-routing.md §8: any create failure but the state-not-offered one goes to the dashboard.
        go(DASHBOARD_PATH);
        return;
      case 'state-not-offered':
        setState({ isSubmitting: false, error: outcome.message, modal: undefined });
        return;
      default:
        setState({ isSubmitting: false, error: undefined, modal: outcome });
    }
  };

  const closeModal = () => setState((s) => ({ ...s, modal: undefined }));
  return { ...state, submit, closeModal };
}
