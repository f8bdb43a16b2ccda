import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle: work ahead of need waits for the browser to be idle', () => {
  it('runs once the browser calls back idle, with the latest time given, and not when cancelled', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    const request = vi.fn((callback: IdleRequestCallback) => {
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = vi.fn((handle: number) => void callbacks.delete(handle));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();

    whenIdle(run, { timeoutMs: 1000, fallbackMs: 200 });
    expect(request).toHaveBeenCalledWith(run, { timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
    callbacks.get(1)?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);

    const stop = whenIdle(run, { timeoutMs: 1000, fallbackMs: 200 });
    stop();
    expect(cancel).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });

  it('waits the fallback time where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, { timeoutMs: 1000, fallbackMs: 200 });
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    const stop = whenIdle(run, { timeoutMs: 1000, fallbackMs: 200 });
    stop();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
