import { useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 48;

/**
 * A scrolling list of messages kept at its newest one as messages arrive, unless the reader scrolled up to read older
 * ones: the list scrolls, while the controls below it (Attach, Send, End chat) stay in view. `count` is how many
 * messages it shows; attach the ref to the scrolling element.
 */
export function useStickToBottom<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  const wasNearBottom = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (wasNearBottom.current) element.scrollTop = element.scrollHeight;
    const onScroll = () => {
      wasNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [count]);
  return ref;
}
