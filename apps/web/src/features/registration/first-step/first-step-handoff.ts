import { useEffect, useRef, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The first registration step is shown before the app's code has loaded: a preview form (rendered by the page's
 * first, small script, or already in the HTML) that a visitor can type into at once. The app renders the real step out
 * of sight; when that step has mounted and the visitor's typing rests (after-typing-rests.ts) it takes over here: it
 * copies what was typed, reveals itself in place of the preview, and puts the caret back where it was, so nothing the
 * visitor did is lost.
 */

import { afterTypingRests } from './after-typing-rests';
import { FIRST_STEP_PREVIEW_ATTRIBUTE, SUBMIT_REQUESTED_ATTRIBUTE } from './first-step-paths';

export { FIRST_STEP_PREVIEW_ATTRIBUTE, SUBMIT_REQUESTED_ATTRIBUTE };

interface Takeover {
  /** Swaps the app in for the preview (synchronously, before the next paint). */
  reveal: () => void;
}

let pending: Takeover | null = null;

/** Called by the app's start-up when a preview is on screen; the first step to mount calls `reveal`. */
export const expectFirstStepTakeover = (takeover: Takeover): void => {
  pending = takeover;
};

/** Hands the takeover to the caller once: answers the reveal, or null when no preview is waiting. */
export const claimFirstStepTakeover = (): Takeover | null => {
  const claimed = pending;
  pending = null;
  return claimed;
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The non-empty values of a form, by field name (a radio group by its checked radio). */
export const readTypedValues = (form: HTMLFormElement): Array<[string, string]> =>
  [...form.elements]
    .filter((el): el is FieldElement => 'name' in el && Boolean((el as FieldElement).name))
    .filter((el) => !(el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) || el.checked)
    .filter((el) => el.value !== '')
    .map((el) => [el.name, el.value]);

const previewForm = (): HTMLFormElement | null =>
  document.querySelector<HTMLFormElement>(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`);

/** The field of `form` that stands for `focused` (the same name; for a radio, the same value). */
const counterpartIn = (form: HTMLFormElement, focused: FieldElement): FieldElement | undefined =>
  [...form.elements].find(
    (el): el is FieldElement =>
      (el as FieldElement).name === focused.name &&
      (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.value === focused.value),
  );

const restoreCaret = (target: FieldElement, from: FieldElement) => {
  target.focus();
  if (target instanceof HTMLInputElement && from instanceof HTMLInputElement && target.type === 'text') {
    try {
      target.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
    } catch {
      // Not every input type has a selection.
    }
  }
};

/**
 * Used by the first step of each flow: takes over from the preview when one is on screen. Answers a ref that is true
 * once focus was put back into a field, or while the takeover waits to put it back (the step then leaves focus there
 * rather than on its heading).
 */
export const useFirstStepHandoff = <T extends FieldValues>(
  form: UseFormReturn<T>,
  formRef: RefObject<HTMLFormElement | null>,
): RefObject<boolean> => {
  const restoredFocus = useRef(false);
  // react-hook-form only tracks the form state that render reads: read isDirty so the copied values mark the form
  // dirty, and a step's prefill (which waits for an untouched form) leaves them alone.
  void form.formState.isDirty;
  // After the form library has mounted (its own effect runs first): values set earlier would not count as typed.
  useEffect(() => {
    const takeover = claimFirstStepTakeover();
    if (!takeover) return;
    let isTakenOver = false;
    const takeOver = () => {
      isTakenOver = true;
      const preview = previewForm();
      const typed = preview ? readTypedValues(preview) : [];
      const active = document.activeElement;
      const focused = preview && active && preview.contains(active) ? (active as FieldElement) : null;
      const isSubmitRequested = preview?.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE) ?? false;
      takeover.reveal();

      const own = formRef.current;
      if (!own) return;
      for (const [name, value] of typed) {
        if (own.elements.namedItem(name)) form.setValue(name as Path<T>, value as never, { shouldDirty: true });
      }
      const target = focused && counterpartIn(own, focused);
      if (focused && target) restoreCaret(target, focused);
      restoredFocus.current = Boolean(focused && target);
      if (isSubmitRequested) own.requestSubmit();
    };
    // While the takeover waits, the caret stays in the preview: the step must not move focus to its heading (a
    // takeover that does not wait sets this again).
    const preview = previewForm();
    restoredFocus.current = Boolean(preview?.contains(document.activeElement));
    const stopWaiting = afterTypingRests(preview, takeOver);
    return () => {
      if (isTakenOver) return;
      // Unmounted while the visitor typed: the takeover waits for the step's next mount (or the app's own reveal).
      stopWaiting();
      expectFirstStepTakeover(takeover);
    };
  }, [form, formRef]);
  return restoredFocus;
};
