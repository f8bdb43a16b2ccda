import { vi } from 'vitest';

/**
 * Waits for the condition itself, never for a fixed time (CONTRIBUTING.md "Test"): checks it every `interval` ms
 * and fails after `timeout` ms with `explain()` (a process's output, say) when it never holds. A condition that
 * throws fails at once with its error.
 */
export const until = async (
  condition: () => boolean | Promise<boolean>,
  { timeout, interval = 50, explain }: { timeout: number; interval?: number; explain?: () => string },
): Promise<void> => {
  try {
    await vi.waitUntil(condition, { timeout, interval });
  } catch (error) {
    // vi.waitUntil rejects with the condition's own error when it throws: that one is the cause, keep it.
    if (!(error instanceof Error) || error.message !== 'Timed out in waitUntil!') throw error;
    throw new Error(explain?.() ?? `the condition did not hold within ${timeout} ms`);
  }
};
