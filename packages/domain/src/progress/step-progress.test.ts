import { describe, expect, it } from 'vitest';
import { stepProgressOf } from './step-progress';

describe('step progress (docs/product/widgets-and-calculations.md §4: INITIAL, IN_PROGRESS, COMPLETE)', () => {
  it.each([
    [0, 2, 'COMPLETE'],
    [1, 2, 'COMPLETE'],
    [2, 2, 'IN_PROGRESS'],
    [3, 2, 'INITIAL'],
    [6, 7, 'COMPLETE'],
    [0, 0, 'IN_PROGRESS'],
  ] as const)('step %i with the current step %i is %s', (step, current, progress) => {
    expect(stepProgressOf(step, current)).toBe(progress);
  });
});
