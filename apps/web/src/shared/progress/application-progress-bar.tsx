import { getApplicationProgressSteps, progressStepIndex } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { StepProgress } from '../../ui/step-progress';
import { progressMessages as m, progressStepMessages } from './progress.messages';
import { progressForScreen } from './progress-for-screen';

/** The domain's step names and their messages (docs/i18n.md). */
const STEP_MESSAGES: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  Object.values(progressStepMessages).map((descriptor) => [String(descriptor.defaultMessage), descriptor]),
);

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
  const steps = getApplicationProgressSteps(manualNotary).map((step) => {
    const descriptor = STEP_MESSAGES[step];
    return descriptor ? t(descriptor) : localize(step);
  });
  return <StepProgress label={t(m.barLabel)} steps={steps} current={progressStepIndex(progress)} />;
}
