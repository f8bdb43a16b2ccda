import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module: it starts the worker once a page. */
const freshWarmUp = async () => (await import('./warm-up-intl')).warmUpIntl;

describe('warmUpIntl: ICU starts on a worker thread, not on the page thread', () => {
  it('starts one worker a page, from its own script, with every language the app offers', async () => {
    const postMessage = vi.fn();
    const Worker = vi.fn(function (this: { postMessage: typeof postMessage }) {
      this.postMessage = postMessage;
    });
    vi.stubGlobal('Worker', Worker);
    const warmUpIntl = await freshWarmUp();

    warmUpIntl();
    warmUpIntl();

    expect(Worker).toHaveBeenCalledTimes(1);
    const [url, options] = Worker.mock.calls[0] as unknown as [URL, WorkerOptions];
    expect(String(url)).toMatch(/intl-warm-up\.worker/);
    expect(options).toEqual({ type: 'module' });
    expect(postMessage).toHaveBeenCalledWith(['en-US', 'es-US']);
  });

  it('leaves ICU to the page where workers are missing or refused', async () => {
    vi.stubGlobal('Worker', undefined);
    const withoutWorkers = await freshWarmUp();
    expect(() => withoutWorkers()).not.toThrow();

    vi.resetModules();
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    const warmUpIntl = await freshWarmUp();
    expect(() => warmUpIntl()).not.toThrow();
  });
});
