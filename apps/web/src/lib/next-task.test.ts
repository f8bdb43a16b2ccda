import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, yieldWhereCheap } from './next-task';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('nextTask: work split into tasks', () => {
  it("yields with the browser's scheduler where it has one, and waits on no timer then", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    vi.useFakeTimers();
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    expect(yieldWhereCheap()).toBeInstanceOf(Promise);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });

  it('falls back to a timer without one, and then yieldWhereCheap answers nothing to wait for', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(yieldWhereCheap()).toBeUndefined();
  });
});
