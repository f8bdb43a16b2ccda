/**
 * Runs `run` in a task of its own once the browser has drawn the next frame, so its style and layout are already
 * done: what reads layout (a focus, a window size) then costs nothing, instead of forcing the whole page's style and
 * layout inside the task that changed it, which made that task a long one on a slow phone (docs/decisions.md
 * "Performance of the pages"). Answers a function that cancels it.
 */
export const afterNextFrame = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
};
