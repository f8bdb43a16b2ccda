import {
  isFeatureEnabled,
  REFERRER_UNLICENSED_STATE_MESSAGE,
  STATE_NOT_AVAILABLE_MESSAGE,
  type Message,
} from '@heloc/domain';
import { useState } from 'react';
import { useOrg } from '../../../lib/org-context';
import { HawaiiModal } from '../modals/hawaii-modal';
import { NewYorkModal } from '../modals/new-york-modal';
import { useRegistrationFlow } from './registration-flow';

type NyDirection = 'to-ny' | 'to-other' | undefined;
const stringVariable = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The property-state checks of docs/product/registration-and-routing.md §5 run when the property address is submitted:
 * New York under regulator review (the ny-fcra flag,
 * docs/product/widgets-and-calculations.md §5), the referrer's licensed states, the Hawaii modal, and the New York modal
 * (by the ny-modal flag and the organisation). `check` says whether
 * the flow may go on; `modals` must be rendered by the caller.
 */
export function usePropertyChecks() {
  const { flags, originator } = useRegistrationFlow();
  const org = useOrg();
  const [blockedMessage, setBlockedMessage] = useState<Message>();
  const [isHawaiiOpen, setIsHawaiiOpen] = useState(false);
  const [nyDirection, setNyDirection] = useState<NyDirection>();
  const nyVariables = flags['ny-modal']?.variables ?? {};

  const check = (state: string): boolean => {
    setBlockedMessage(undefined);
    // A state the organisation does not lend in yet is not blocked here: the waitlist check on submit takes it
    // (WaitlistStateNotice says so on the step).
    if (state === 'NY' && isFeatureEnabled(flags, 'ny-fcra')) {
      setBlockedMessage(STATE_NOT_AVAILABLE_MESSAGE);
      return false;
    }
    if (originator?.enforceLicensedStatesForReferral && !originator.licensedStates.includes(state)) {
      setBlockedMessage(REFERRER_UNLICENSED_STATE_MESSAGE);
      return false;
    }
    if (state === 'HI') {
      setIsHawaiiOpen(true);
      return false;
    }
    if (isFeatureEnabled(flags, 'ny-modal')) {
      const isNyEntity = org.orgMetaData.variant.isNewYorkEntity;
      const direction: NyDirection =
        !isNyEntity && state === 'NY' ? 'to-ny' : isNyEntity && state !== 'NY' ? 'to-other' : undefined;
      if (direction) {
        setNyDirection(direction);
        return false;
      }
    }
    return true;
  };

  const modals = (
    <>
      <HawaiiModal isOpen={isHawaiiOpen} onClose={() => setIsHawaiiOpen(false)} />
      <NewYorkModal
        direction={nyDirection}
        // The two sites come from the ny-modal flag's variables (ours: the spec does not name them).
        targetUrl={stringVariable(nyDirection === 'to-ny' ? nyVariables.newYorkSiteUrl : nyVariables.otherSiteUrl)}
        onClose={() => setNyDirection(undefined)}
      />
    </>
  );
  return { check, blockedMessage, modals };
}
