import { RETRY_DEFAULT_ATTEMPTS, RETRY_INITIAL_DELAY_MS, retryDelaysMs } from '@heloc/domain';

export interface RetryOptions {
  /** Tries in all, the first included (docs/product/widgets-and-calculations.md §9: 5 by default). */
  attempts?: number;
  /** The wait before the second try, doubled before each next one (1,000 ms by default). */
  initialDelayMs?: number;
  /** Whether a failure is worth another try; a failure it refuses is rethrown at once. */
  shouldRetry?: (error: unknown) => boolean;
  /** Stops the waiting: the abort's reason is thrown. */
  signal?: AbortSignal | undefined;
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * The retry helper (docs/product/widgets-and-calculations.md §8, §9): runs `work` up to 5 times, waiting 1,000 ms
 * before the second try and doubling each time (the schedule of `retryDelaysMs`), and rethrows the last error once
 * every try failed.
 */
export async function withRetry<T>(
  work: () => Promise<T>,
  {
    attempts = RETRY_DEFAULT_ATTEMPTS,
    initialDelayMs = RETRY_INITIAL_DELAY_MS,
    shouldRetry = () => true,
    signal,
  }: RetryOptions = {},
): Promise<T> {
  const delays = retryDelaysMs(Math.max(1, attempts), initialDelayMs);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !shouldRetry(error) || signal?.aborted) throw error;
      await wait(delay, signal);
    }
  }
}
