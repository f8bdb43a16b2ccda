import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// How long a new screen may take to show its heading (its data loading behind a spinner) before focus is left alone.
const HEADING_WAIT_MS = 10_000;

/** Focus the new screen placed itself: in a form field, in a dialog, or on an element it made focusable (-1). */
const screenPlacedFocus = (active: Element | null): boolean => {
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.id === 'main') return false;
  if (active.closest('[role="dialog"]')) return true;
  if (active.matches('input, select, textarea, [contenteditable="true"]')) return true;
  return active.getAttribute('tabindex') === '-1';
};

/**
 * Focus after a client-side route change (docs/accessibility.md): the new screen's h1, so keyboard and screen-reader
 * users start at the top of what changed and hear its title, as a full page load would have them. Not on the first
 * load (the browser starts at the top), not when only the query string changes, and not when the new screen has put
 * focus somewhere itself (a registration step's heading, a login form's field, a dialog). The heading may come a
 * moment after the route (a screen showing a spinner while its data loads): it gets focus as soon as it shows.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return undefined;

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (heading !== document.activeElement && !screenPlacedFocus(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return undefined;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
