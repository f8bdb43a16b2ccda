import { isLeaveSurveyScreen } from '@heloc/domain';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { LeaveSurveyDialogProps } from './leave-survey-dialog';

// Its code loads when the prompt opens; if it cannot load, there is simply no prompt: leaving is never blocked.
const NoPrompt = (_: LeaveSurveyDialogProps): ReactNode => null;
const LeaveSurveyDialog = lazy(() =>
  import('./leave-survey-dialog').then(
    (m) => ({ default: m.LeaveSurveyDialog }),
    () => ({ default: NoPrompt }),
  ),
);

// Asked once per application in a browser tab: leaving twice is not asking to be asked twice.
const askedKey = (uuid: string) => `heloc.leave-survey.${uuid}`;
const wasAsked = (uuid: string) => {
  try {
    return window.sessionStorage.getItem(askedKey(uuid)) !== null;
  } catch {
    return true;
  }
};
const markAsked = (uuid: string) => {
  try {
    window.sessionStorage.setItem(askedKey(uuid), '1');
  } catch {
    // Storage refused (private mode): the prompt may come again, which is harmless.
  }
};

/**
 * The leave-survey prompt of docs/product/application-area.md §2.4 on liens, product/select, identity and signing/sign: when the pointer leaves
 * the page through its top edge (towards the tabs, the address bar or the close button), once per application in a
 * tab, a short dialog asks what keeps the applicant from continuing. The answer goes out as a telemetry event
 * (LEAVE_SURVEY_EVENT); "No thanks" closes it. It never blocks leaving.
 */
export function LeaveSurvey({ uuid, screen }: { uuid: string; screen: string }) {
  const [isOpen, setOpen] = useState(false);
  const isActive = isLeaveSurveyScreen(screen);

  useEffect(() => {
    if (!isActive || wasAsked(uuid)) return undefined;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0 || wasAsked(uuid)) return;
      markAsked(uuid);
      setOpen(true);
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => document.documentElement.removeEventListener('mouseleave', onLeave);
  }, [isActive, uuid]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LeaveSurveyDialog uuid={uuid} screen={screen} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
