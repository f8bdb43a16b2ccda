/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), so code fetched ahead of need never competes
 * with what the screen is drawing or the visitor is typing; where the browser has no idle callback, after `fallbackMs`.
 * Answers a cancel.
 */
export const whenIdle = (run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
};
