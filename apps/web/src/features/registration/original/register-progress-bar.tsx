import { registerProgressIndex } from '@heloc/domain';
import { useLocation } from 'react-router';

/** The original /register flow's steps, in order (spec 01 §2); support is a help page, not a step. */
export const ORIGINAL_REGISTER_STEPS = ['register', 'register/account-setup'] as const;
const STEP_LABELS = ['Property and income', 'Account setup'];

/** spec 03 §2: the bar sits at the index of the current step in the register steps. */
export function RegisterProgressBar() {
  const { pathname } = useLocation();
  const index = registerProgressIndex(pathname, ORIGINAL_REGISTER_STEPS);
  if (index < 0) return null;
  const total = ORIGINAL_REGISTER_STEPS.length;
  return (
    <div className="registration-bar">
      <p className="registration-bar__label">
        Step {index + 1} of {total}: {STEP_LABELS[index]}
      </p>
      <progress className="registration-bar__track" aria-label="Registration progress" value={index + 1} max={total} />
    </div>
  );
}
