import { annuityPayment } from '@heloc/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxLineForBudget, monthlyBudgetDollars, priceOffersWithinIncome } from './income-limit';
import { priceOffers, type PricingInput } from './price-offers';
import { DEFAULT_PRICING } from './pricing-data';

const input: PricingInput = {
  pricing: DEFAULT_PRICING,
  isCreditUnion: false,
  propertyState: 'TX',
  creditScore: 760,
  propertyValueDollars: 650_000,
  existingLienDollars: 200_000,
};
const price = async (i: PricingInput) => priceOffers(i);

describe('priceOffersWithinIncome (docs/pricing.md "Re-pricing with the verified income")', () => {
  it('lowers each line to what 50% of the verified income carries, worked example of docs/pricing.md', async () => {
    expect(monthlyBudgetDollars({ verifiedAnnualIncomeDollars: 84_000, monthlyDebtDollars: 400, maxDti: 0.5 })).toBe(
      3_100,
    );
    const offers = await priceOffersWithinIncome(price, input, {
      verifiedAnnualIncomeDollars: 84_000,
      monthlyDebtDollars: 400,
      maxDti: 0.5,
    });
    expect(offers.map((o) => [`${o.term}-${o.type}`, o.max, o.rate])).toEqual([
      ['5-FIXED', 147_600, 0.0824],
      ['10-FIXED', 234_600, 0.0899],
      ['15-FIXED', 284_500, 0.0974],
      ['30-FIXED', 332_300, 0.1074],
      ['10-VARIABLE', 239_500, 0.085],
    ]);
  });

  it('keeps the offers when the income carries the equity line, and offers nothing when it carries no line', async () => {
    const rich = await priceOffersWithinIncome(price, input, {
      verifiedAnnualIncomeDollars: 1_000_000,
      monthlyDebtDollars: 400,
      maxDti: 0.5,
    });
    expect(rich).toEqual(priceOffers(input));
    const none = await priceOffersWithinIncome(price, input, {
      verifiedAnnualIncomeDollars: 9_000,
      monthlyDebtDollars: 400,
      maxDti: 0.5,
    });
    expect(none).toEqual([]);
  });

  it('never leaves a fully drawn line whose payment and the debts exceed maxDti of the income', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 20_000, max: 400_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        async (income, debts) => {
          const limit = { verifiedAnnualIncomeDollars: income, monthlyDebtDollars: debts, maxDti: 0.5 };
          for (const offer of await priceOffersWithinIncome(price, input, limit)) {
            const payment = annuityPayment(offer.max, offer.rate, offer.term * 12);
            expect(payment + debts).toBeLessThanOrEqual(0.5 * (income / 12) + 1e-6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('rounds the line down to $100', () => {
    expect(maxLineForBudget(1_000, 0.1, 10) % 100).toBe(0);
    expect(maxLineForBudget(0, 0.1, 10)).toBe(0);
  });
});
