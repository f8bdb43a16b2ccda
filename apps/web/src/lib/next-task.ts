/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield: () => Promise<void>;
}
const schedulerOf = (scope: typeof globalThis): YieldingScheduler | undefined => {
  const candidate = (scope as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as YieldingScheduler) : undefined;
};

/**
 * Resolves in a later task: the browser can paint and handle input in between, so work split by it is no long task.
 * Where the browser can, with `scheduler.yield()`: a chain of `setTimeout(0)` is held to 4 ms a step after its fifth
 * (the HTML standard's timer nesting), which made the app's staged start (a script per task, app/main.tsx) wait on
 * timers rather than on work (docs/decisions.md "Performance of the pages").
 */
export const nextTask = (): Promise<void> => {
  const scheduler = schedulerOf(globalThis);
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A later task where the browser can yield cheaply (`scheduler.yield()`), or undefined where it cannot (then the
 * caller goes on at once rather than waiting on a timer).
 */
export const yieldWhereCheap = (): Promise<void> | undefined => schedulerOf(globalThis)?.yield();
