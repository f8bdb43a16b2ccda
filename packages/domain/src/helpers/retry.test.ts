import { describe, expect, it } from 'vitest';
import { retryDelaysMs } from './retry';

describe('retryDelaysMs (docs/product/widgets-and-calculations.md §9: 5 attempts, 1000 ms starting delay, doubling)', () => {
  it.each<[number | undefined, number | undefined, number[]]>([
    [undefined, undefined, [1_000, 2_000, 4_000, 8_000]],
    [3, undefined, [1_000, 2_000]],
    [3, 500, [500, 1_000]],
    [1, undefined, []],
    [0, undefined, []],
    [2.5, undefined, []],
  ])('attempts %s, initial %s → %j', (attempts, initial, expected) => {
    expect(retryDelaysMs(attempts, initial)).toEqual(expected);
  });
});
