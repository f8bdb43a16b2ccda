/** The original /register flow's steps, in order (docs/product/registration-and-routing.md §2); support is a help page, not a step. */
export const ORIGINAL_REGISTER_STEPS = ['register', 'register/account-setup'] as const;
const STEP_LABELS = ['Property and income', 'Account setup'];

/** The bar at step `index` of ORIGINAL_REGISTER_STEPS. */
export function RegisterProgressBarView({ index }: { index: number }) {
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
