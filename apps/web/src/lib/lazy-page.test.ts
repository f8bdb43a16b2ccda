import { describe, expect, it, vi } from 'vitest';
import { lazyPage, MAX_PAGE_LOAD_RELOADS } from './lazy-page';

const Page = () => null;

/** Every promise callback already queued has run (one turn of the event loop, not a length of time). */
const settledPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('lazyPage (docs/product/registration-and-routing.md §8-9: reload up to 5 times)', () => {
  it('reloads on a failed load until 5 reloads happened, then lets the error through', async () => {
    const reload = vi.fn();
    const deps = { storage: sessionStorage, reload };
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), deps);

    for (let attempt = 1; attempt <= MAX_PAGE_LOAD_RELOADS; attempt += 1) {
      let isSettled = false;
      failing().then(
        () => (isSettled = true),
        () => (isSettled = true),
      );
      // Once the page reloads, the route stays pending: nothing reaches the error screen.
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(attempt));
      await settledPromises();
      expect(isSettled).toBe(false);
    }
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(MAX_PAGE_LOAD_RELOADS);
  });

  it('resets the counter once a page loads', async () => {
    const reload = vi.fn();
    const deps = { storage: sessionStorage, reload };
    const failing = lazyPage(() => Promise.reject(new Error('chunk')), deps);
    void failing();
    void failing();
    expect(await lazyPage(() => Promise.resolve(Page), deps)()).toEqual({ Component: Page });
    for (let i = 0; i < MAX_PAGE_LOAD_RELOADS; i += 1) void failing();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2 + MAX_PAGE_LOAD_RELOADS));
  });
});
