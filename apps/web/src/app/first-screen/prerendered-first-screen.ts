import { FIRST_STEP_PREVIEW_ATTRIBUTE } from '../../features/registration/first-step/first-step-paths';
import type { FirstScreenHandle } from '../start-app';

/** A first screen's handle: `swap` puts `appHost` in its place, once however often the app asks. */
export const firstScreenHandle = (appHost: HTMLElement, swap: () => void): FirstScreenHandle => {
  let isRevealed = false;
  return {
    appHost,
    reveal: () => {
      if (isRevealed) return;
      isRevealed = true;
      swap();
    },
  };
};

/** The element of `root` that stands for `element` of the server's markup: the same tag, class, link and text. */
const counterpartIn = (root: Element, element: Element): HTMLElement | undefined =>
  [...root.getElementsByTagName(element.tagName)].find(
    (candidate): candidate is HTMLElement =>
      candidate instanceof HTMLElement &&
      candidate.className === element.className &&
      candidate.getAttribute('href') === element.getAttribute('href') &&
      candidate.textContent === element.textContent,
  );

/**
 * The first step the server already put in the page (prerender.tsx), as the handle the app swaps itself in with; null
 * when the page has no such markup. Needs no React: the markup is there, the app only replaces it. Focus on a link or
 * button around the step (top bar, banners, footer, chat launcher) moves to the app's same one, so a keyboard or screen
 * reader user goes on from where they were; a field of the step is the step's to put back (first-step-handoff.ts).
 */
export const prerenderedFirstScreen = (container: HTMLElement): FirstScreenHandle | null => {
  const form = container.querySelector(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`);
  if (!form) return null;
  const appHost = document.createElement('div');
  return firstScreenHandle(appHost, () => {
    const focused = document.activeElement;
    const around = focused && container.contains(focused) && !form.contains(focused) ? focused : null;
    container.replaceChildren(appHost);
    if (around) counterpartIn(appHost, around)?.focus({ preventScroll: true });
  });
};
