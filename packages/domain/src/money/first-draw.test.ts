import { describe, expect, it } from 'vitest';
import { typicalFirstDraw } from './first-draw';

describe('typicalFirstDraw', () => {
  it('starts at about half of the largest draw, in whole thousands', () => {
    expect(typicalFirstDraw({ min: 14_565, max: 342_266 })).toBe(171_000);
    expect(typicalFirstDraw({ min: 14_286, max: 100_000 })).toBe(50_000);
  });

  it('never goes below the smallest draw, nor above the largest', () => {
    expect(typicalFirstDraw({ min: 15_000, max: 20_000 })).toBe(15_000);
    expect(typicalFirstDraw({ min: 70_000, max: 70_000 })).toBe(70_000);
  });
});
