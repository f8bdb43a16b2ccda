import { waitFor } from '@testing-library/react';

/**
 * A modal dialog turns pointer events off on the page behind it and, a render later, back on for itself; a click in
 * between is refused (user-event checks `pointer-events` as a browser would). Waits until the element would take the
 * click, by user-event's own check: the nearest of it and its ancestors whose computed `pointer-events` is neither
 * `inherit` nor `unset` must not be `none`.
 */
export async function waitUntilClickable(element: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    if (closestPointerEvents(element) === 'none') throw new Error('the element does not take pointer events yet');
  });
  return element;
}

function closestPointerEvents(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
}
