import { useSyncExternalStore } from 'react';

/** Matches the stylesheet's breakpoint (registration.css): above 48rem the layout has a side column. */
export const WIDE_SCREEN_QUERY = '(min-width: 48.0625rem)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// Without matchMedia (jsdom) the desktop layout is assumed.
const isWide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true);

/** True while the viewport is wide enough for the registration side column; follows resizes. */
export const useIsWideScreen = (): boolean => useSyncExternalStore(subscribe, isWide, () => true);
