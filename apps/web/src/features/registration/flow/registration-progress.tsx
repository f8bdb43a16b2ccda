import {
  REGISTRATION_STEP_QUERY,
  REGISTRATION_STEPS,
  type RegistrationFlowOptions,
  type RegistrationStep,
} from '@heloc/domain';
import { useLocation } from 'react-router';
import { RegistrationProgressView } from './registration-progress-view';
import { useFirstStepWords } from './use-first-step-words';
import { STEP_PARAM } from './step-navigation';

/** The step a /register-v2 path shows ('index' for the bare path). */
export const stepFromPath = (pathname: string): RegistrationStep => {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (REGISTRATION_STEPS as readonly string[]).includes(last) ? (last as RegistrationStep) : 'index';
};

/**
 * docs/product/registration-and-routing.md §2: the progress groups (Property Info, Income Info, Personal Info, Contact Info, Login Info), positioned
 * by the step query parameter (or, without one, by the step the path shows).
 */
export function RegistrationProgress({ options }: { options: RegistrationFlowOptions }) {
  const { pathname, search } = useLocation();
  const words = useFirstStepWords();
  const stepValue = new URLSearchParams(search).get(STEP_PARAM) ?? REGISTRATION_STEP_QUERY[stepFromPath(pathname)];
  return <RegistrationProgressView options={options} stepValue={stepValue} words={words} />;
}
