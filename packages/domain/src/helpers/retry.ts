import { RETRY_BACKOFF_FACTOR, RETRY_DEFAULT_ATTEMPTS, RETRY_INITIAL_DELAY_MS } from './timing';

/**
 * The retry helper's policy as a pure schedule (docs/product/widgets-and-calculations.md §9: "retry helper default 5 attempts, 1000 ms starting
 * delay, doubling each time"; docs/product/widgets-and-calculations.md §8: the wrapper rethrows the last error after all attempts). Returns the wait,
 * in milliseconds, before each retry: entry i is the wait before attempt i + 2. With the defaults:
 * [1000, 2000, 4000, 8000] — 5 attempts, 4 waits. `attempts` below 1 (or not an integer) gives [].
 */
export const retryDelaysMs = (attempts = RETRY_DEFAULT_ATTEMPTS, initialDelayMs = RETRY_INITIAL_DELAY_MS): number[] => {
  if (!Number.isInteger(attempts) || attempts < 1) return [];
  return Array.from({ length: attempts - 1 }, (_, i) => initialDelayMs * RETRY_BACKOFF_FACTOR ** i);
};
