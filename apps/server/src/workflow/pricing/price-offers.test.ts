import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, resolvePricingData } from './pricing-data';
import { maxLineDollars, priceOffers, recordingTaxDollars, type PricingInput } from './price-offers';

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  pricing: DEFAULT_PRICING,
  isCreditUnion: false,
  propertyState: 'TX',
  creditScore: 760,
  propertyValueDollars: 650_000,
  existingLienDollars: 200_000,
  ...overrides,
});

describe('priceOffers', () => {
  it('offers every product of the organisation, limited by 85% combined loan-to-value', () => {
    const offers = priceOffers(input());
    expect(offers.map((o) => `${o.term}-${o.type}`)).toEqual([
      '5-FIXED',
      '10-FIXED',
      '15-FIXED',
      '30-FIXED',
      '10-VARIABLE',
    ]);
    // 650,000 × 0.85 − 200,000 = 352,500
    expect(offers.every((o) => o.min === 15_000 && o.max === 352_500)).toBe(true);
  });

  it('prices by credit tier and CLTV band: a 760 score at 85% CLTV pays the base rate plus 1%', () => {
    const tenYearFixed = priceOffers(input()).find((o) => o.term === 10 && o.type === 'FIXED');
    expect(tenYearFixed?.baseRate).toBe(0.0899);
    expect(tenYearFixed?.rate).toBe(0.0999);
    expect(tenYearFixed?.otherRate).toBe(0.09); // prime 7.5% + 1.5% for additional draws
    expect(tenYearFixed?.discountList).toEqual([{ discountType: 'AUTOPAY', rateWithDiscount: 0.0974 }]);
  });

  it('indexes VARIABLE offers to prime plus the margin and gives them no other rate', () => {
    const variable = priceOffers(input()).find((o) => o.type === 'VARIABLE');
    expect(variable?.baseRate).toBe(0.085);
    expect(variable?.otherRate).toBeNull();
  });

  it('gives the CREDIT_UNION discount of the pricing data only to a credit union', () => {
    const pricing = resolvePricingData([
      {
        discounts: [
          { type: 'AUTOPAY', rateReduction: 0.0025 },
          { type: 'CREDIT_UNION', rateReduction: 0.005 },
        ],
      },
    ]);
    // 5-year FIXED: 8.49% + 1% (760 score at 85% CLTV) = 9.49%, less each discount.
    const [unionOffer] = priceOffers(input({ pricing, isCreditUnion: true }));
    expect(unionOffer?.discountList).toEqual([
      { discountType: 'AUTOPAY', rateWithDiscount: 0.0924 },
      { discountType: 'CREDIT_UNION', rateWithDiscount: 0.0899 },
    ]);
    const [bankOffer] = priceOffers(input({ pricing }));
    expect(bankOffer?.discountList.map((d) => d.discountType)).toEqual(['AUTOPAY']);
  });

  it("follows a partner's own terms, CLTV limit and rate floor", () => {
    const pricing = resolvePricingData([{ productType: 'heloc', minRate: 0.089, maxCltv: 0.7, terms: [5, 10] }]);
    const offers = priceOffers(input({ pricing, creditScore: 800 }));
    expect(offers.map((o) => `${o.term}-${o.type}`)).toEqual(['5-FIXED', '10-FIXED', '10-VARIABLE']);
    expect(offers[0]?.max).toBe(255_000); // 650,000 × 0.7 − 200,000
    expect(offers.every((o) => o.discountList.every((d) => d.rateWithDiscount >= 0.089))).toBe(true);
  });

  it('caps the line at $400,000 and answers no offer below $15,000 of equity', () => {
    expect(maxLineDollars(input({ propertyValueDollars: 2_000_000, existingLienDollars: 0 }))).toBe(400_000);
    expect(priceOffers(input({ existingLienDollars: 545_000 }))).toEqual([]);
  });

  it('charges the recording tax of the state per $100,000 of line', () => {
    const [offer] = priceOffers(input({ propertyState: 'NY' }));
    expect(offer?.minRecordingTax).toBe(157.5);
    expect(offer?.maxRecordingTax).toBe(3_701.25);
    expect(recordingTaxDollars(DEFAULT_PRICING, 'TX', 100_000)).toBe(0);
  });

  it('keeps every figure inside the loan facts of docs/product/widgets-and-calculations.md §9 for any applicant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 850 }),
        fc.integer({ min: 50_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.boolean(),
        (creditScore, propertyValueDollars, existingLienDollars, isCreditUnion) => {
          for (const o of priceOffers(
            input({ creditScore, propertyValueDollars, existingLienDollars, isCreditUnion }),
          )) {
            const rates = [o.rate, o.baseRate, ...o.discountList.map((d) => d.rateWithDiscount)];
            expect(rates.every((r) => r >= 0.076 && r <= 0.172)).toBe(true);
            expect(o.originationFee).toBeLessThanOrEqual(0.0499);
            expect(o.min).toBeGreaterThanOrEqual(15_000);
            expect(o.max).toBeLessThanOrEqual(400_000);
            expect(existingLienDollars + o.max).toBeLessThanOrEqual(propertyValueDollars * 0.85);
            expect(0 <= o.minDraw && o.minDraw <= o.maxDraw && o.maxDraw <= o.max).toBe(true);
          }
        },
      ),
    );
  });
});

describe('resolvePricingData', () => {
  it('merges the organisation entries over the defaults, later entries winning, and drops malformed keys', () => {
    const pricing = resolvePricingData([
      { maxCltv: 0.8, originationFee: 0.01 },
      { maxCltv: 0.75 },
      { minCreditScore: 'x' },
    ]);
    expect(pricing.maxCltv).toBe(0.75);
    expect(pricing.originationFee).toBe(0.01);
    expect(pricing.minCreditScore).toBe(DEFAULT_PRICING.minCreditScore);
  });

  it('never charges more than the 4.99% origination fee of docs/product/widgets-and-calculations.md §9', () => {
    const [offer] = priceOffers(input({ pricing: resolvePricingData([{ originationFee: 0.08 }]) }));
    expect(offer?.originationFee).toBe(0.0499);
  });
});
