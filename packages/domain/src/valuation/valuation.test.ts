import { describe, expect, it } from 'vitest';
import { ASSET_DEPLETION_MONTHS, qualifiesWithAssets, requiredAssetsDollars } from './assets';
import {
  estimatedValueSchema,
  needsConditionQuestionnaire,
  orderValuationSchema,
  propertyConditionSchema,
  valuationFeeDollars,
} from './valuation';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the valuation without an AVM (bpo/*)', () => {
  it('costs $180 (docs/product/widgets-and-calculations.md §9) unless the lender covers it', () => {
    expect(valuationFeeDollars(false)).toBe(180);
    expect(valuationFeeDollars(true)).toBe(0);
  });

  it('asks the condition questionnaire in Texas only (docs/product/registration-and-routing.md §4)', () => {
    expect(needsConditionQuestionnaire('TX')).toBe(true);
    expect(needsConditionQuestionnaire('tx')).toBe(true);
    expect(needsConditionQuestionnaire('CO')).toBe(false);
    expect(needsConditionQuestionnaire(null)).toBe(false);
  });

  it.each([
    [{}, 'Please enter your estimate of your home’s value'],
    [{ estimatedValue: Number.NaN }, 'Please enter your estimate of your home’s value'],
    [{ estimatedValue: 49_999 }, 'Must be at least $50,000'],
    [{ estimatedValue: 10_000_000 }, 'Must be less than $10,000,000'],
    [{ estimatedValue: 500_000.5 }, 'Please enter whole dollars'],
  ])('refuses the estimate %j with “%s”', (input, message) => {
    expect(messages(estimatedValueSchema.safeParse(input))).toEqual([['estimatedValue', message]]);
  });

  it('asks which repairs are needed when some are', () => {
    const answers = { overallCondition: 'FAIR', needsRepairs: true, recentDamage: false, exteriorAccessible: true };
    expect(messages(propertyConditionSchema.safeParse(answers))).toEqual([
      ['repairsDescription', 'Please tell us which repairs are needed'],
    ]);
    expect(
      propertyConditionSchema.safeParse({ ...answers, repairsDescription: ' Roof ' }).data?.repairsDescription,
    ).toBe('Roof');
    expect(messages(propertyConditionSchema.safeParse({}))[0]).toEqual([
      'overallCondition',
      'Please choose the condition of your property',
    ]);
  });

  it('orders only with the applicant’s agreement', () => {
    expect(orderValuationSchema.safeParse({ authorize: true }).success).toBe(true);
    expect(messages(orderValuationSchema.safeParse({ authorize: false }))).toEqual([
      ['authorize', 'Please agree so we can order the valuation'],
    ]);
  });
});

describe('qualifying with assets (product/assets)', () => {
  const input = { monthlyDebtDollars: 25_000, annualIncomeDollars: 120_000, maxDti: 0.5 };

  it('needs the assets that, spread over the draw period, make up the missing monthly income', () => {
    // 25,000 / 0.5 = 50,000 a month needed; 10,000 earned; 40,000 × 120 months.
    expect(requiredAssetsDollars(input)).toBe(40_000 * ASSET_DEPLETION_MONTHS);
    expect(qualifiesWithAssets(input, 4_800_000)).toBe(true);
    expect(qualifiesWithAssets(input, 4_799_999)).toBe(false);
  });

  it('needs none when income already carries the debts', () => {
    expect(requiredAssetsDollars({ ...input, monthlyDebtDollars: 400 })).toBe(0);
    expect(qualifiesWithAssets({ ...input, monthlyDebtDollars: 400 }, 0)).toBe(true);
  });
});
