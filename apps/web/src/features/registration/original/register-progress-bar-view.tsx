import { firstStepMessages as m } from '../first-step/first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from '../first-step/first-step-say';

/** The original /register flow's steps, in order (docs/product/registration-and-routing.md §2); support is a help page, not a step. */
export const ORIGINAL_REGISTER_STEPS = ['register', 'register/account-setup'] as const;
const STEP_LABELS = [m.barPropertyAndIncome, m.barAccountSetup];

/** The bar at step `index` of ORIGINAL_REGISTER_STEPS. */
export function RegisterProgressBarView({
  index,
  words: { say } = ENGLISH_WORDS,
}: {
  index: number;
  words?: FirstStepWords;
}) {
  const total = ORIGINAL_REGISTER_STEPS.length;
  const label = STEP_LABELS[index];
  return (
    <div className="registration-bar">
      <p className="registration-bar__label">
        {say(m.barStep, { step: index + 1, total, label: label ? say(label) : '' })}
      </p>
      <progress className="registration-bar__track" aria-label={say(m.progressNav)} value={index + 1} max={total} />
    </div>
  );
}
