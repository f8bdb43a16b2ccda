// What a Lighthouse audit's trace says about the page's main thread once it has painted: how long its tasks took by
// the clock and how long the thread ran in them. Lighthouse's simulated TBT multiplies each task's clock time by the
// preset's CPU slowdown, so on a small machine a task whose thread waited for a core (the browser's own processes, the
// audit's tracing and screenshots, the server) counts as the page's work. Blocking time from the tasks' CPU time is
// what the page itself cost; the share of the clock time that was CPU shows how much the machine took away
// (docs/decisions.md "Performance of the pages").

/** Top-level task events of Chromium's scheduler on a thread (Lighthouse's own definition of a task). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Lighthouse's long-task threshold: what a task takes beyond it blocks input. */
const BLOCKING_FROM_MS = 50;

/** The page's renderer main thread: the thread named CrRendererMain in the process that painted first. */
const pageMainThread = (events) => {
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  if (!painted) return undefined;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === painted.pid && e.args?.name === 'CrRendererMain',
  );
  return main ? { pid: main.pid, tid: main.tid, from: painted.ts } : undefined;
};

/**
 * The main thread's tasks from the first contentful paint to the end of the trace: the share of their clock time that
 * was CPU time (`tdur`, the thread's own time), and the blocking time their CPU time gives at `slowdown` (the audit's
 * CPU multiplier), in milliseconds. Undefined when the trace has no paint or no CPU times.
 */
export const mainThreadTime = (traceEvents, slowdown) => {
  const thread = pageMainThread(traceEvents);
  if (!thread) return undefined;
  const tasks = traceEvents
    .filter(
      (e) =>
        e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === thread.pid && e.tid === thread.tid && e.ts >= thread.from,
    )
    .sort((a, b) => a.ts - b.ts);
  let wallMs = 0;
  let cpuMs = 0;
  let cpuBlockingMs = 0;
  let endOfLast = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is part of the outer one's time.
    if (task.ts < endOfLast) continue;
    endOfLast = task.ts + task.dur;
    if (typeof task.tdur !== 'number') return undefined;
    const cpu = task.tdur / 1000;
    wallMs += task.dur / 1000;
    cpuMs += cpu;
    cpuBlockingMs += Math.max(0, cpu * slowdown - BLOCKING_FROM_MS);
  }
  if (wallMs === 0) return undefined;
  return { cpuShare: cpuMs / wallMs, cpuBlockingMs };
};
