import { stepProgressOf, type StepProgress as StepProgressValue } from '@heloc/domain';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';
import './step-progress.css';

export interface StepProgressProps {
  /** Accessible name of the progress list, e.g. 'Application progress'. */
  label: string;
  steps: readonly string[];
  /** 0-based index of the current step; steps.length or more means every step is done. */
  current: number;
}

// docs/product/widgets-and-calculations.md §4: each step's progress value, and how it is drawn.
const STATE_OF: Record<StepProgressValue, 'done' | 'current' | 'todo'> = {
  COMPLETE: 'done',
  IN_PROGRESS: 'current',
  INITIAL: 'todo',
};

/** A horizontal list of steps: COMPLETE, IN_PROGRESS (aria-current="step") and INITIAL. */
export function StepProgress({ label, steps, current }: StepProgressProps) {
  const { t } = useI18n();
  return (
    // The list scrolls sideways on narrow screens: focusable so keyboard users can scroll it (WCAG 2.1.1).
    <nav className="ui-step-progress" aria-label={label} tabIndex={0}>
      <ol className="ui-step-progress__list">
        {steps.map((step, index) => {
          const progress = stepProgressOf(index, current);
          const state = STATE_OF[progress];
          return (
            <li
              key={step}
              data-progress={progress}
              className={`ui-step-progress__step ui-step-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="ui-step-progress__marker" aria-hidden="true">
                {state === 'done' ? t(m.stepDone) : index + 1}
              </span>
              <span className="ui-step-progress__label">{step}</span>
              {state === 'done' && <span className="ui-visually-hidden">{t(m.stepCompleted)}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
