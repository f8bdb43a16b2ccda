import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetry } from './retry';

describe('the retry helper (docs/product/widgets-and-calculations.md §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('tries 5 times, waiting 1, 2, 4 then 8 s, and rethrows the last error', async () => {
    vi.useFakeTimers();
    const startedAt: number[] = [];
    const work = vi.fn(() => {
      startedAt.push(Date.now());
      return Promise.reject(new Error(`failure ${startedAt.length}`));
    });
    const outcome = withRetry(work).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual(new Error('failure 5'));
    expect(startedAt.map((at, i) => at - (startedAt[i - 1] ?? at))).toEqual([0, 1_000, 2_000, 4_000, 8_000]);
  });

  it('answers as soon as a try succeeds', async () => {
    vi.useFakeTimers();
    const work = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
    const outcome = withRetry(work);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('rethrows at once a failure not worth another try, and stops waiting when aborted', async () => {
    const refused = new Error('bad request');
    await expect(withRetry(() => Promise.reject(refused), { shouldRetry: (e) => e !== refused })).rejects.toBe(refused);
    vi.useFakeTimers();
    const controller = new AbortController();
    const work = vi.fn(() => Promise.reject(new Error('down')));
    const outcome = withRetry(work, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the screen'));
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual(new Error('left the screen'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
