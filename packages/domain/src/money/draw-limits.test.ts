import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYOFF_PREFERENCES } from '../enums/loan';
import { drawLimits, type DrawLimitsInput } from './draw-limits';
import { totalDrawFromAmount } from './draw';

const offer: DrawLimitsInput = {
  offerMin: 15_000,
  offerMax: 105_000,
  originationFee: 0.05,
  minRecordingTax: 0,
  maxRecordingTax: 0,
  payoffDollars: 0,
  payoffPreference: 'PRESERVE',
};

describe('drawLimits (docs/product/widgets-and-calculations.md §9: offer amount less origination fee and recording tax, by payoff preference)', () => {
  it.each<[string, Partial<DrawLimitsInput>, number, number]>([
    ['the fee comes out of the line', {}, 14_285.71, 100_000],
    ['recording tax comes out before the fee', { maxRecordingTax: 2_100, minRecordingTax: 210 }, 14_085.71, 98_000],
    ['a fee cap that binds limits the fee to the cap', { maxFeeDollars: 1_000 }, 14_285.71, 104_000],
    ['a fee cap that does not bind changes nothing', { maxFeeDollars: 10_000 }, 14_285.71, 100_000],
    ['PRESERVE ignores liens marked for payoff', { payoffDollars: 30_000 }, 14_285.71, 100_000],
    [
      'DEDUCT takes payoffs out of both limits',
      { payoffDollars: 10_000, payoffPreference: 'DEDUCT' },
      4_285.71,
      90_000,
    ],
    ['DEDUCT never goes below 0', { payoffDollars: 20_000, payoffPreference: 'DEDUCT' }, 0, 80_000],
    ['DEDUCT with payoffs above the line leaves nothing', { payoffDollars: 200_000, payoffPreference: 'DEDUCT' }, 0, 0],
    [
      'MAXIMIZE draws the whole remaining line',
      { payoffDollars: 10_000, payoffPreference: 'MAXIMIZE' },
      90_000,
      90_000,
    ],
    ['MAXIMIZE without payoffs', { payoffPreference: 'MAXIMIZE' }, 100_000, 100_000],
    [
      'a minimum tax above the maximum is clamped to keep min ≤ max',
      { offerMin: 105_000, minRecordingTax: 0, maxRecordingTax: 1_050 },
      99_000,
      99_000,
    ],
  ])('%s', (_case, change, minDraw, maxDraw) => {
    expect(drawLimits({ ...offer, ...change })).toEqual({ minDraw, maxDraw });
  });

  it.each<[string, Partial<DrawLimitsInput>]>([
    ['offerMin above offerMax', { offerMin: 200_000 }],
    ['a negative offer', { offerMax: -1 }],
    ['a NaN fee', { originationFee: Number.NaN }],
    ['a negative fee cap', { maxFeeDollars: -1 }],
    ['an infinite payoff', { payoffDollars: Number.POSITIVE_INFINITY }],
    ['a negative recording tax', { minRecordingTax: -1 }],
  ])('gives zero limits for invalid input: %s', (_case, change) => {
    expect(drawLimits({ ...offer, ...change })).toEqual({ minDraw: 0, maxDraw: 0 });
  });

  const inputs = fc
    .record({
      a: fc.integer({ min: 0, max: 400_000 }),
      b: fc.integer({ min: 0, max: 400_000 }),
      originationFee: fc.double({ min: 0, max: 0.0499, noNaN: true }),
      maxFeeDollars: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      minRecordingTax: fc.integer({ min: 0, max: 6_000 }),
      maxRecordingTax: fc.integer({ min: 0, max: 6_000 }),
      payoffDollars: fc.integer({ min: 0, max: 500_000 }),
      payoffPreference: fc.constantFrom(...PAYOFF_PREFERENCES),
    })
    .map(({ a, b, ...rest }): DrawLimitsInput => ({ ...rest, offerMin: Math.min(a, b), offerMax: Math.max(a, b) }));

  it('property: 0 ≤ minDraw ≤ maxDraw ≤ offer amount', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { minDraw, maxDraw } = drawLimits(input);
        expect(minDraw).toBeGreaterThanOrEqual(0);
        expect(minDraw).toBeLessThanOrEqual(maxDraw);
        expect(maxDraw).toBeLessThanOrEqual(input.offerMax);
      }),
    );
  });

  it('property: the maximum draw with its fee, payoffs and recording tax never exceeds the offer (to the cent)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { maxDraw } = drawLimits(input);
        const payoffs = input.payoffPreference === 'PRESERVE' || maxDraw === 0 ? 0 : input.payoffDollars;
        const line =
          totalDrawFromAmount(maxDraw + payoffs, input.originationFee, input.maxFeeDollars) + input.maxRecordingTax;
        // Compared in whole cents: a sum of dollar amounts in floating point can land a hair past the cent itself.
        if (maxDraw > 0) expect(Math.round(line * 100)).toBeLessThanOrEqual(Math.round(input.offerMax * 100) + 1);
      }),
    );
  });
});
