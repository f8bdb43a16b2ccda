import { describe, expect, it } from 'vitest';
import { priceOffers, recordingTaxDollars } from './price-offers';
import { DEFAULT_PRICING } from './pricing-data';

const input = (propertyState: string, isAgeRestricted: boolean) => ({
  pricing: DEFAULT_PRICING,
  isCreditUnion: false,
  isAgeRestricted,
  propertyState,
  creditScore: 760,
  propertyValueDollars: 650_000,
  existingLienDollars: 200_000,
});

describe("the age-restricted variant's recording-tax states (docs/product/widgets-and-calculations.md §9)", () => {
  it('taxes its line in a listed state as any line', () => {
    expect(recordingTaxDollars(DEFAULT_PRICING, 'MD', 100_000, true)).toBe(1_400);
    expect(priceOffers(input('MD', true))[0]?.maxRecordingTax).toBe(
      priceOffers(input('MD', false))[0]?.maxRecordingTax,
    );
  });

  it('records its line without the tax outside the list, where another line pays it', () => {
    expect(recordingTaxDollars(DEFAULT_PRICING, 'NY', 100_000, false)).toBe(1_050);
    expect(recordingTaxDollars(DEFAULT_PRICING, 'NY', 100_000, true)).toBe(0);
    const [offer] = priceOffers(input('NY', true));
    expect(offer).toMatchObject({ minRecordingTax: 0, maxRecordingTax: 0 });
  });
});
