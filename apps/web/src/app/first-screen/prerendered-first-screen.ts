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

/**
 * The first step the server already put in the page (prerender.tsx), as the handle the app swaps itself in with; null
 * when the page has no such markup. Needs no React: the markup is there, the app only replaces it.
 */
export const prerenderedFirstScreen = (container: HTMLElement): FirstScreenHandle | null => {
  if (!container.querySelector(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`)) return null;
  const appHost = document.createElement('div');
  return firstScreenHandle(appHost, () => container.replaceChildren(appHost));
};
