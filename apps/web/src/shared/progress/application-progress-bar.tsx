import { getApplicationProgressSteps, progressStepIndex } from '@heloc/domain';
import { useI18n } from '../../lib/i18n';
import { StepProgress } from '../../ui/step-progress';
import { progressMessages as m } from './progress.messages';
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
  const { t, localize } = useI18n();
  const progress = progressForScreen(screen);
  if (progress === null) return null;
  // The domain's step names (progress/application-progress.ts), in the reader's language.
  const steps = getApplicationProgressSteps(manualNotary).map((step) => localize(step));
  return <StepProgress label={t(m.barLabel)} steps={steps} current={progressStepIndex(progress)} />;
}
