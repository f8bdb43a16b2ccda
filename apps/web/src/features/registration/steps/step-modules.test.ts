import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchSteps, STEP_MODULES } from './step-modules';

const original = { ...STEP_MODULES };

afterEach(() => {
  Object.assign(STEP_MODULES, original);
  vi.unstubAllGlobals();
});

const idleQueue = () => {
  const queued = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    queued.set(next, run);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queued.delete(handle));
  return { runAll: () => [...queued.values()].forEach((run) => run()) };
};

describe('prefetchSteps', () => {
  it("asks for the given steps' code once the browser is idle, and only theirs", () => {
    const idle = idleQueue();
    const loads = { 'for-sale': vi.fn(), 'home-address': vi.fn(), birthdate: vi.fn() };
    for (const [step, load] of Object.entries(loads)) {
      load.mockResolvedValue(() => null);
      Object.assign(STEP_MODULES, { [step]: load });
    }
    prefetchSteps(['for-sale', 'home-address']);
    expect(loads['for-sale']).not.toHaveBeenCalled();

    idle.runAll();
    expect(loads['for-sale']).toHaveBeenCalledOnce();
    expect(loads['home-address']).toHaveBeenCalledOnce();
    expect(loads.birthdate).not.toHaveBeenCalled();
  });

  it('asks for nothing once cancelled (the step was left first), and a failed load is left to the route', async () => {
    const idle = idleQueue();
    const load = vi.fn().mockRejectedValue(new Error('chunk gone'));
    Object.assign(STEP_MODULES, { birthdate: load });
    prefetchSteps(['birthdate'])();
    idle.runAll();
    expect(load).not.toHaveBeenCalled();

    prefetchSteps(['birthdate']);
    idle.runAll();
    expect(load).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});
