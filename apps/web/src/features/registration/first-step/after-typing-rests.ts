import { SUBMIT_REQUESTED_ATTRIBUTE } from './first-step-paths';

/**
 * The app's takeover of the first step (first-step-handoff.ts) is one long task on a slow phone: its markup put in
 * place of the preview's, the typed values copied and the caret put back, which lays the whole page out again. A key
 * pressed meanwhile waits for all of it, so the takeover waits while the visitor types into the preview (which looks
 * addresses up and takes a chosen suggestion on its own) and runs once the typing rests. Pressing Continue, or a
 * preview that does not hold the focus, does not wait (docs/decisions.md "Performance of the pages").
 */
export const TYPING_REST_MS = 500;

const TYPING_EVENTS = ['keydown', 'input', 'compositionupdate'] as const;

/**
 * Runs `run` once: at once when `preview` is missing, holds no focus or was already submitted, else once nothing has
 * been typed into it for `restMs` (counted from now) or it is submitted. Answers a function that stops waiting without
 * running.
 */
export const afterTypingRests = (
  preview: HTMLFormElement | null,
  run: () => void,
  restMs: number = TYPING_REST_MS,
): (() => void) => {
  const focused = preview?.ownerDocument.activeElement;
  if (!preview || !focused || !preview.contains(focused) || preview.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)) {
    run();
    return () => {};
  }
  const page = preview.ownerDocument;
  let timer = setTimeout(finish, restMs);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(finish, restMs);
  };
  const onSubmit = (event: Event) => {
    if (event.target === preview) finish();
  };
  function stop() {
    clearTimeout(timer);
    for (const type of TYPING_EVENTS) preview?.removeEventListener(type, restart, true);
    page.removeEventListener('submit', onSubmit);
  }
  function finish() {
    stop();
    run();
  }
  for (const type of TYPING_EVENTS) preview.addEventListener(type, restart, { capture: true, passive: true });
  // On the document, bubbling: the preview marks the submit for the app (first-step-paths.ts, first-step-preview.tsx)
  // before this runs.
  page.addEventListener('submit', onSubmit);
  return stop;
};
