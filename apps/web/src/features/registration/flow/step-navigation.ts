import {
  getRegistrationSteps,
  nextRegistrationStep,
  REGISTER_V2_PATH,
  REGISTRATION_STEP_QUERY,
  registrationStepPath,
  type RegistrationFlowOptions,
  type RegistrationProgressState,
  type RegistrationStep,
} from '@heloc/domain';
import { BASE_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';

export const REGISTER_V2_BASE = `${BASE_PATH}${REGISTER_V2_PATH}`;
export const STEP_PARAM = 'step';

/** The URL of a step with its step query value (docs/product/registration-and-routing.md §2), carrying pop-webchat. */
export const stepHref = (step: RegistrationStep, currentSearch: string): string => {
  const path = registrationStepPath(step);
  return redirectTarget(
    `${REGISTER_V2_BASE}${path ? `/${path}` : ''}?${STEP_PARAM}=${REGISTRATION_STEP_QUERY[step]}`,
    currentSearch,
  );
};

/** docs/product/registration-and-routing.md §4: the step before `current`; home-address is visited only when the occupancy is not HOME. */
export const previousRegistrationStep = (
  current: RegistrationStep,
  state: RegistrationProgressState,
  options: RegistrationFlowOptions,
): RegistrationStep | undefined => {
  const steps = getRegistrationSteps(options).filter(
    (s) => s !== 'home-address' || (state.occupancyType && state.occupancyType !== 'HOME'),
  );
  const index = steps.indexOf(current);
  return index > 0 ? steps[index - 1] : undefined;
};

/** The last step before submit for this visitor: it carries the consents and the submit. */
export const isLastRegistrationStep = (
  step: RegistrationStep,
  state: RegistrationProgressState,
  options: RegistrationFlowOptions,
): boolean => step !== 'index' && nextRegistrationStep(step, state, options) === 'submit';
