import { useEffect, useRef, useState } from 'react';

/**
 * `isActive`, held true for at least `minimumMs` once it became true (docs/product/widgets-and-calculations.md §4: the loading overlay stays at least
 * 1 second, so a fast answer does not flash it), and for `hideDelayMs` after it became false
 * (docs/product/registration-and-routing.md §9: a loader hides 300 ms after its work ends).
 */
export function useMinimumVisible(isActive: boolean, minimumMs: number, hideDelayMs = 0): boolean {
  const [isVisible, setIsVisible] = useState(isActive);
  const shownAt = useRef<number | null>(isActive ? performance.now() : null);

  useEffect(() => {
    if (isActive) {
      shownAt.current ??= performance.now();
      setIsVisible(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const remaining = Math.max(minimumMs - (performance.now() - shownAt.current), hideDelayMs);
    const hide = () => {
      shownAt.current = null;
      setIsVisible(false);
    };
    if (remaining <= 0) {
      hide();
      return undefined;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [isActive, minimumMs, hideDelayMs]);

  return isVisible;
}
