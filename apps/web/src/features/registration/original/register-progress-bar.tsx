import { registerProgressIndex } from '@heloc/domain';
import { useLocation } from 'react-router';
import { useFirstStepWords } from '../flow/use-first-step-words';
import { ORIGINAL_REGISTER_STEPS, RegisterProgressBarView } from './register-progress-bar-view';

/** docs/product/widgets-and-calculations.md §2: the bar sits at the index of the current step in the register steps. */
export function RegisterProgressBar() {
  const { pathname } = useLocation();
  const words = useFirstStepWords();
  const index = registerProgressIndex(pathname, ORIGINAL_REGISTER_STEPS);
  return index < 0 ? null : <RegisterProgressBarView index={index} words={words} />;
}
