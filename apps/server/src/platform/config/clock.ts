/**
 * The server's clock (app.clock): the real time, or with CLOCK_START (sandbox mode only, docs/configuration.md) a
 * clock that reads `start` when the process starts and runs forward in real time from there. The browser journeys
 * use it to run at a fixed weekday and holiday (docs/sandbox.md, "Moving the clock for one application").
 *
 * `elapsedMs`: milliseconds since the process started, monotonic (performance.now counts from the process's start and
 * never jumps back when the system clock is set); tests pass their own.
 */
export const createClock = (
  start: Date | undefined,
  elapsedMs: () => number = () => performance.now(),
): (() => Date) => {
  if (!start) return () => new Date();
  const startMs = start.getTime();
  return () => new Date(startMs + elapsedMs());
};
