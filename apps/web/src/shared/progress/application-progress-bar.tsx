import { getApplicationProgressSteps, progressStepIndex } from '@heloc/domain';
import { StepProgress } from '../../ui/step-progress';
import { progressForScreen } from './progress-for-screen';

/**
 * The application progress bar (docs/product/application-area.md §2.5) of a screen, by its path relative to /{uuid}/; nothing on a screen
 * without one. The last step's label follows `manualNotary` from the status.
 */
export function ApplicationProgressBar({
  screen,
  manualNotary,
}: {
  screen: string;
  manualNotary: boolean | null | undefined;
}) {
  const progress = progressForScreen(screen);
  if (progress === null) return null;
  return (
    <StepProgress
      label="Application progress"
      steps={getApplicationProgressSteps(manualNotary)}
      current={progressStepIndex(progress)}
    />
  );
}
