import { SUBMIT_REQUESTED_ATTRIBUTE } from './first-step-paths';

/**
 * The app's takeover of the first step (first-step-handoff.ts) is one long task on a slow phone: its markup put in
 * place of the preview's, the typed values copied and the caret put back, which lays the whole page out again. A key
 * pressed meanwhile waits for all of it, so the takeover waits while the visitor types into the preview (which looks
 * addresses up and takes a chosen suggestion on its own) and runs once the typing rests. Pressing Continue, or a
 * preview that does not hold the focus, does not wait (docs/decisions.md "Performance of the pages").
 *
 * Nor does it run while a pointer is pressed in the preview: a click is a press and a release, and a takeover between
 * the two would swap the element under the pointer, so the release would land on the app's step and the click (on
 * Continue, say) would never happen. The rest is counted again from the release.
 */
export const TYPING_REST_MS = 500;

const TYPING_EVENTS = ['keydown', 'input', 'compositionupdate'] as const;
const RELEASE_EVENTS = ['pointerup', 'pointercancel'] as const;

/**
 * Runs `run` once: at once when `preview` is missing, holds no focus or was already submitted, else once nothing has
 * been typed into it for `restMs` (counted from now, or from the release of a pointer pressed in it) or it is
 * submitted. Answers a function that stops waiting without running.
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
  let isPressed = false;
  const hold = () => {
    isPressed = true;
    clearTimeout(timer);
  };
  const release = () => {
    if (!isPressed) return;
    isPressed = false;
    restart();
  };
  function stop() {
    clearTimeout(timer);
    for (const type of TYPING_EVENTS) preview?.removeEventListener(type, restart, true);
    preview?.removeEventListener('pointerdown', hold, true);
    for (const type of RELEASE_EVENTS) page.removeEventListener(type, release, true);
    page.removeEventListener('submit', onSubmit);
  }
  function finish() {
    stop();
    run();
  }
  for (const type of TYPING_EVENTS) preview.addEventListener(type, restart, { capture: true, passive: true });
  preview.addEventListener('pointerdown', hold, { capture: true, passive: true });
  // On the document: the pointer may be released outside the preview.
  for (const type of RELEASE_EVENTS) page.addEventListener(type, release, { capture: true, passive: true });
  // On the document, bubbling: the preview marks the submit for the app (first-step-paths.ts, first-step-preview.tsx)
  // before this runs.
  page.addEventListener('submit', onSubmit);
  return stop;
};
